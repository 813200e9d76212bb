// @vitest-environment jsdom
/** What a visitor typed into the pre-rendered form before hydration is adopted, never lost. */
import { describe, expect, it } from 'vitest';
import { typedBeforeHydration } from '../../src/lib/useDraft';

function form(html: string): HTMLFormElement {
  const el = document.createElement('form');
  el.innerHTML = html;
  return el;
}

describe('typedBeforeHydration', () => {
  it('takes typed text and chosen options for fields still empty in state', () => {
    const f = form(`
      <input name="firstName" value="Asha">
      <select name="destination"><option value=""></option><option value="nepal" selected>Nepal</option></select>
      <textarea name="message">Hello</textarea>
      <input name="email" value="">`);
    expect(typedBeforeHydration(f, { firstName: '', destination: '', message: '', email: '', interests: [] as string[] })).toEqual({
      firstName: 'Asha',
      destination: 'nepal',
      message: 'Hello',
    });
  });

  it('never overwrites what the state already holds, and ignores checkboxes', () => {
    const f = form(`<input name="firstName" value="Typed"><input type="checkbox" name="terms" value="on" checked>`);
    expect(typedBeforeHydration(f, { firstName: 'Restored', terms: '' })).toEqual({});
  });
});
