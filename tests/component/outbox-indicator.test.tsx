/**
 * The outbox's corner note, rendered alone in Chromium over the real outbox (IndexedDB, the EmailJS
 * SDK with the mail service stood in for): what it says of a waiting message and of a refused one,
 * and what its buttons do.
 */
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { OutboxIndicator } from '../../src/features/enquiries/OutboxIndicator';
import type { MessagePayload } from '../../src/features/enquiries/message';
import { outbox } from '../../src/features/enquiries/outbox/instance';
import { answerEmail, renderInApp } from './app';

const message: MessagePayload = { type: 'contact_form', subject: 'Tea estates in May', sourcePage: 'contact', firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' };
const indicator = () => page.getByRole('complementary', { name: 'Messages waiting to be sent' });

afterEach(async () => {
  for (const entry of await outbox.list()) await outbox.discard(entry.id);
});

test('a waiting message: counted, listed under Details, and sent by Send now', async () => {
  const sent = answerEmail(200);
  await outbox.add(message);
  await renderInApp(<OutboxIndicator />);
  await expect.element(indicator().getByRole('status')).toHaveTextContent('1 message waiting to be sent');
  await expect.element(indicator().getByText('Tea estates in May')).not.toBeVisible();

  await indicator().getByRole('button', { name: 'Details' }).click();
  await expect.element(indicator().getByText('Tea estates in May')).toBeVisible();
  await indicator().getByRole('button', { name: 'Send now' }).click();

  await expect.element(indicator()).not.toBeInTheDocument();
  expect(sent).toHaveLength(1);
  expect(await sent[0]!.text()).toContain('asha@example.com');
  expect((await outbox.list()).map((e) => e.status)).toEqual(['sent']);
});

test('a refused message: said with the service’s answer, kept until discarded', async () => {
  const sent = answerEmail(400);
  await outbox.add(message);
  await outbox.replay({ force: true });
  expect(sent).toHaveLength(1);
  await renderInApp(<OutboxIndicator />);
  await expect.element(indicator().getByRole('status')).toHaveTextContent('1 could not be sent');

  await indicator().getByRole('button', { name: 'Details' }).click();
  await expect.element(indicator().getByText(/Not accepted by the mail service \(400/)).toBeVisible();
  await indicator().getByRole('button', { name: 'Discard' }).click();

  await expect.element(indicator()).not.toBeInTheDocument();
  expect(await outbox.list()).toEqual([]);
  // Discarded, not sent again.
  expect(sent).toHaveLength(1);
});
