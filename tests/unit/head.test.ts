import { describe, expect, it } from 'vitest';
import { destinationTitle, headTags, pageTitle, renderHeadTags } from '../../src/lib/head';

describe('page titles', () => {
  it("follow '{page title} - Luxury Travel Experiences | Rasa Journeys'", () => {
    expect(pageTitle('Gallery')).toBe('Gallery - Luxury Travel Experiences | Rasa Journeys');
  });
  it("destination pages read '{name} - {tagline} | Rasa Journeys'", () => {
    expect(destinationTitle('Agra', 'City of the Taj')).toBe('Agra - City of the Taj | Rasa Journeys');
  });
});

describe('head tags', () => {
  const head = { title: 'A & B', description: 'Say "hi" <now>', path: '/gallery', image: 'https://img.test/x.jpg' };
  const tags = headTags(head, 'https://site.test');

  it('carry title, description, canonical, Open Graph and Twitter tags', () => {
    const find = (key: string, value: string) => tags.find((t) => t.attrs[key] === value)?.attrs;
    expect(tags[0]).toEqual({ tag: 'title', attrs: {}, text: 'A & B' });
    expect(find('name', 'description')?.content).toBe('Say "hi" <now>');
    expect(find('rel', 'canonical')?.href).toBe('https://site.test/gallery');
    expect(find('property', 'og:title')?.content).toBe('A & B');
    expect(find('property', 'og:url')?.content).toBe('https://site.test/gallery');
    expect(find('property', 'og:image')?.content).toBe('https://img.test/x.jpg');
    expect(find('name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(find('name', 'twitter:description')?.content).toBe('Say "hi" <now>');
  });

  it('give the home page a canonical URL with a slash', () => {
    const home = headTags({ ...head, path: '/' }, 'https://site.test');
    expect(home.find((t) => t.attrs.rel === 'canonical')?.attrs.href).toBe('https://site.test/');
  });

  it('mark not-found pages noindex', () => {
    const tags404 = headTags({ ...head, noindex: true }, 'https://site.test');
    expect(tags404.find((t) => t.attrs.name === 'robots')?.attrs.content).toBe('noindex');
    expect(tags.find((t) => t.attrs.name === 'robots')).toBeUndefined();
  });

  it('escape every value when serialised to HTML', () => {
    const html = renderHeadTags(tags);
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('content="Say &quot;hi&quot; &lt;now&gt;"');
    expect(html).not.toContain('<now>');
  });
});
