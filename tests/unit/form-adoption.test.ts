// @vitest-environment jsdom
/** What a visitor typed into the pre-rendered form before hydration is adopted, never lost. */
import { describe, expect, it } from 'vitest';
import { typedBeforeStart } from '../../src/components/useForm';

function form(html: string): HTMLFormElement {
  const el = document.createElement('form');
  el.innerHTML = html;
  return el;
}

describe('typedBeforeStart', () => {
  it('takes typed text and chosen options for fields still empty in state', () => {
    const f = form(`
      <input name="firstName" value="Asha">
      <select name="destination"><option value=""></option><option value="nepal" selected>Nepal</option></select>
      <textarea name="message">Hello</textarea>
      <input name="email" value="">`);
    expect(typedBeforeStart(f, { firstName: '', destination: '', message: '', email: '', interests: [] as string[] })).toEqual({
      firstName: 'Asha',
      destination: 'nepal',
      message: 'Hello',
    });
  });

  it('never overwrites what the state already holds, and ignores checkboxes', () => {
    const f = form(`<input name="firstName" value="Typed"><input type="checkbox" name="terms" value="on" checked>`);
    expect(typedBeforeStart(f, { firstName: 'Restored', terms: '' })).toEqual({});
  });
});
