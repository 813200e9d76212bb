/**
 * A part of a page that is in its pre-rendered HTML but not in the page's first load: the server
 * renders it in full (the prerenderer calls preloadIslands), and in the browser React keeps its
 * server HTML (links and text work meanwhile) until its chunk arrives after start-up, then hydrates
 * it. For parts that come alive later (the trip finder) or need no script at all (a climate table).
 * If its chunk cannot be fetched, the part says so, with a retry, and the rest of the page stays.
 */
import { Suspense, type ComponentType } from 'react';
import { lazyComponent } from '../lib/load';
import { LoadFailure } from './LoadFailure';

export function island<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, what: string): ComponentType<P> {
  const Part = lazyComponent(load, { prerender: true });
  return function Island(props: P) {
    return (
      <LoadFailure what={what}>
        <Suspense>
          <Part {...props} />
        </Suspense>
      </LoadFailure>
    );
  };
}
