/**
 * Keeps document.title and the head's meta and link tags in step with the page after client-side
 * navigation. Pre-rendered HTML already carries them, so nothing here runs on the server.
 */
import { useEffect, useEffectEvent } from 'react';
import { headTags, type PageHead } from './head';
import { isPrerenderedFor, pageRoot } from './pageRoot';

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

function isShown(head: PageHead, siteUrl: string): boolean {
  return document.title === head.title && document.head.querySelector(`link[rel=canonical][href="${siteUrl}${head.path}"]`) !== null;
}

/** Whether the head of the page the document was pre-rendered for may still be the one shown. */
let firstPage = true;

/**
 * Applies the head of the page at `location` once it is known: `head` may load it (route heads read
 * the catalogue, which the app does not carry). A head that fails to load (offline, before the
 * service worker has saved it) leaves the previous one; the page itself is unaffected.
 */
export function useDocumentHead(location: string, head: () => PageHead | Promise<PageHead>, siteUrl: string): void {
  const currentHead = useEffectEvent(head);
  useEffect(() => {
    const first = firstPage;
    firstPage = false;
    // The pre-rendered page carries its own head: nothing to load for it.
    if (first && isPrerenderedFor(pageRoot(), location)) return;
    let live = true;
    Promise.resolve(currentHead()).then(
      (h) => {
        if (live && !isShown(h, siteUrl)) applyHead(h, siteUrl);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [location, siteUrl]);
}
