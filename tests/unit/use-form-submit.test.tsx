// @vitest-environment jsdom
/**
 * A form's submit runs once at a time: a second submit while the first is on its way (a submit held
 * during start-up, then another in the same task) sends nothing more.
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useForm, type Outcome } from '../../src/components/useForm';

vi.mock('../../src/components/toaster', () => ({ notify: () => 'toast' }));

function Form({ submit }: { submit: (values: { name: string }) => Promise<Outcome> }) {
  const form = useForm({ id: 'test', initial: { name: 'Asha' }, validate: () => undefined, submit });
  return (
    <form {...form.formProps} data-testid="form">
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(cleanup);

describe('useForm submit', () => {
  it('runs the submit once for two submits in one task, and again once the first has finished', async () => {
    let finish!: () => void;
    const submit = vi.fn(() => new Promise<Outcome>((resolve) => (finish = () => resolve({ notice: { title: 'Sent', status: 'success' }, reset: false }))));
    const { getByTestId } = render(<Form submit={submit} />);
    const form = getByTestId('form');
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(submit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    act(() => {
      fireEvent.submit(form);
    });
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
