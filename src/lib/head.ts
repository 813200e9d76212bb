import { escapeMarkup } from './escape';

/**
 * A page's head: title, description, canonical link and social tags. Built by the route table,
 * written into pre-rendered HTML by the prerenderer and kept up to date by the client on navigation.
 */
export interface PageHead {
  readonly title: string;
  readonly description: string;
  /** Path of the canonical URL, e.g. '/destinations/india/agra'. */
  readonly path: string;
  /** Absolute URL of the share image. */
  readonly image?: string;
  readonly type?: 'website' | 'article';
  /** Not-found pages are not indexed. */
  readonly noindex?: boolean;
  /** Structured data (schema.org), written as JSON-LD into the pre-rendered page. */
  readonly jsonLd?: readonly object[];
}

export const BRAND = 'Rasa Journeys';

/** '{page title} - Luxury Travel Experiences | Rasa Journeys'. */
export function pageTitle(title: string): string {
  return `${title} - Luxury Travel Experiences | ${BRAND}`;
}

/** Destination pages: '{name} - {tagline} | Rasa Journeys'. */
export function destinationTitle(name: string, tagline: string): string {
  return `${name} - ${tagline} | ${BRAND}`;
}

export interface HeadTag {
  readonly tag: 'title' | 'meta' | 'link' | 'script';
  readonly attrs: Readonly<Record<string, string>>;
  readonly text?: string;
}

/** The tags a head produces; the one list both the prerenderer and the client apply. */
export function headTags(head: PageHead, siteUrl: string): HeadTag[] {
  const url = siteUrl + (head.path === '/' ? '/' : head.path);
  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, text: head.title },
    { tag: 'meta', attrs: { name: 'description', content: head.description } },
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: BRAND } },
    { tag: 'meta', attrs: { property: 'og:type', content: head.type ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:title', content: head.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: head.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: head.image ? 'summary_large_image' : 'summary' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: head.title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: head.description } },
  ];
  if (head.image) {
    tags.push({ tag: 'meta', attrs: { property: 'og:image', content: head.image } });
    tags.push({ tag: 'meta', attrs: { name: 'twitter:image', content: head.image } });
  }
  if (head.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  for (const data of head.jsonLd ?? []) tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: JSON.stringify(data) });
  return tags;
}

/** Serialise head tags for static HTML; every value is escaped. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries(attrs)
        .map(([k, v]) => ` ${k}="${escapeMarkup(v)}"`)
        .join('');
      if (tag === 'title') return `<title>${escapeMarkup(text ?? '')}</title>`;
      // JSON inside <script>: only '<' needs escaping so no '</script>' can close it early.
      if (tag === 'script') return `<script data-head${attributes}>${(text ?? '').replace(/</g, '\\u003c')}</script>`;
      return `<${tag} data-head${attributes}>`;
    })
    .join('\n    ');
}
