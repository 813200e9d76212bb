// @vitest-environment jsdom
/**
 * What a visitor typed, pasted, autofilled, chose or ticked in the pre-rendered form before the
 * app started is adopted, formatted as typing would have been; nothing is lost, nothing the
 * visitor left alone is taken for input.
 */
import { describe, expect, it } from 'vitest';
import { typedBeforeStart } from '../../src/components/useForm';

/** A form as the server rendered it; `visit` then changes its controls as a visitor would. */
function form(html: string, visit: (f: HTMLFormElement) => void = () => {}): HTMLFormElement {
  const el = document.createElement('form');
  el.innerHTML = html;
  visit(el);
  return el;
}

const control = (f: HTMLFormElement, name: string) => f.elements.namedItem(name) as HTMLInputElement & HTMLSelectElement;

describe('typedBeforeStart', () => {
  it('takes text typed into inputs and textareas, and options chosen', () => {
    const f = form(
      `<input name="firstName" value="">
       <select name="destination"><option value="">Choose</option><option value="nepal">Nepal</option></select>
       <textarea name="message"></textarea>
       <input name="email" value="">`,
      (el) => {
        control(el, 'firstName').value = 'Asha';
        control(el, 'destination').value = 'nepal';
        control(el, 'message').value = 'Hello';
      },
    );
    expect(typedBeforeStart(f, { firstName: '', destination: '', message: '', email: '' })).toEqual({ firstName: 'Asha', destination: 'nepal', message: 'Hello' });
  });

  it('takes a select changed away from a default that is not empty', () => {
    const f = form(`<select name="inquiryType"><option value="general" selected>General</option><option value="custom">Custom</option></select>`, (el) => {
      control(el, 'inquiryType').value = 'custom';
    });
    expect(typedBeforeStart(f, { inquiryType: 'general' })).toEqual({ inquiryType: 'custom' });
  });

  it('formats what it adopts as typing it would have (a card number pasted at once)', () => {
    const f = form(`<input name="cardNumber" value=""><input name="expiryDate" value="">`, (el) => {
      control(el, 'cardNumber').value = '4242424242424242';
      control(el, 'expiryDate').value = '1228';
    });
    const formats = { cardNumber: (t: string) => t.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 '), expiryDate: (t: string) => t.replace(/^(\d{2})(\d)/, '$1/$2') };
    expect(typedBeforeStart(f, { cardNumber: '', expiryDate: '' }, formats)).toEqual({ cardNumber: '4242 4242 4242 4242', expiryDate: '12/28' });
  });

  it('takes a radio chosen, a box ticked and a group of boxes ticked', () => {
    const f = form(
      `<input type="radio" name="method" value="card" checked><input type="radio" name="method" value="bank">
       <input type="checkbox" name="terms">
       <input type="checkbox" name="interests" value="Photography"><input type="checkbox" name="interests" value="Culinary Tours">`,
      (el) => {
        (el.querySelector('[value=bank]') as HTMLInputElement).checked = true;
        control(el, 'terms').checked = true;
        (el.querySelector('[value="Culinary Tours"]') as HTMLInputElement).checked = true;
      },
    );
    expect(typedBeforeStart(f, { method: 'card', terms: false, interests: [] as string[] })).toEqual({ method: 'bank', terms: true, interests: ['Culinary Tours'] });
  });

  it('leaves alone every control still as rendered, so a restored draft is not undone', () => {
    const f = form(
      `<input name="firstName" value="">
       <select name="inquiryType"><option value="general" selected>General</option></select>
       <input type="radio" name="method" value="card" checked>
       <input type="checkbox" name="terms">`,
    );
    expect(typedBeforeStart(f, { firstName: 'From the draft', inquiryType: 'general', method: 'card', terms: false, missing: '' })).toEqual({});
  });
});
