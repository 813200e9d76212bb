// @vitest-environment jsdom
/** The one markup escaper: what it escapes, and that markup it writes reads back as the text. */
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../../src/lib/escape';

describe('escapeMarkup', () => {
  it('escapes markup, quotes and ampersands', () => {
    expect(escapeMarkup('A & B <c> "d"')).toBe('A &amp; B &lt;c&gt; &quot;d&quot;');
    expect(escapeMarkup('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(escapeMarkup('" onload="x')).toBe('&quot; onload=&quot;x');
  });

  it('escapes an ampersand first, so text that looks escaped stays as typed', () => {
    expect(escapeMarkup('&amp; &lt; &#39;')).toBe('&amp;amp; &amp;lt; &amp;#39;');
  });

  it('leaves everything else alone: apostrophes, accents, empty text', () => {
    expect(escapeMarkup("Rasa's Café · Agra → Jaipur")).toBe("Rasa's Café · Agra → Jaipur");
    expect(escapeMarkup('')).toBe('');
  });

  it('writes text that an HTML and an XML parser read back unchanged, in content and in attributes', () => {
    const texts = ['A & B <c> "d"', "it's <b>bold</b> & \"quoted\"", '&amp;', '</title><script>x()</script>', 'plain'];
    for (const text of texts) {
      const html = new DOMParser().parseFromString(`<p title="${escapeMarkup(text)}">${escapeMarkup(text)}</p>`, 'text/html').querySelector('p')!;
      expect(html.textContent, text).toBe(text);
      expect(html.getAttribute('title'), text).toBe(text);
      const xml = new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg"><text aria-label="${escapeMarkup(text)}">${escapeMarkup(text)}</text></svg>`, 'image/svg+xml');
      expect(xml.querySelector('parsererror'), text).toBeNull();
      expect(xml.querySelector('text')!.textContent, text).toBe(text);
      expect(xml.querySelector('text')!.getAttribute('aria-label'), text).toBe(text);
    }
  });
});
