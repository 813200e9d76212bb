/**
 * Keeps document.title and the head's meta and link tags in step with the page after client-side
 * navigation. Pre-rendered HTML already carries them, so nothing here runs on the server.
 */
import { useEffect } from 'react';
import { headTags, type PageHead } from './head';

export function applyHead(head: PageHead, siteUrl: string): void {
  document.title = head.title;
  document.head.querySelectorAll('meta[data-head], link[data-head]').forEach((el) => el.remove());
  for (const { tag, attrs } of headTags(head, siteUrl)) {
    // Title is set above; structured data matters to crawlers, which read the pre-rendered page.
    if (tag === 'title' || tag === 'script') continue;
    const el = document.createElement(tag);
    el.setAttribute('data-head', '');
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.head.appendChild(el);
  }
}

export function useDocumentHead(head: PageHead, siteUrl: string): void {
  useEffect(() => {
    // Skip the first run after hydration when the pre-rendered head already matches.
    if (document.title === head.title && document.head.querySelector(`link[rel=canonical][href="${siteUrl}${head.path}"]`)) return;
    applyHead(head, siteUrl);
  }, [head, siteUrl]);
}
