/**
 * A part of the page that only some visitors need, loaded when it is wanted: once the page is
 * idle after loading ('idle'), on a screen matching a media query ({ media }), or at once ('now',
 * for a part the visitor has just asked for). Until then, while its code loads and if that fails
 * (see lib/load for the rule), `fallback` stands in its place, as the server rendered it. The children are usually a lazyComponent.
 */
import { useMediaQuery } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '../lib/useHydrated';
import { usePageLoaded } from '../lib/usePageLoaded';
import { LoadFailure } from './LoadFailure';

export type LoadCondition = 'now' | 'idle' | { media: string };

/** False on the server and while hydrating; then whether the screen matches. */
function useMediaAfterHydration(media: string | undefined): boolean {
  const hydrated = useHydrated();
  const [matches] = useMediaQuery(media ? [media] : [], { ssr: true });
  return hydrated && !!media && !!matches;
}

function useCondition(when: LoadCondition): boolean {
  const idle = usePageLoaded({ idle: true });
  const media = useMediaAfterHydration(typeof when === 'object' ? when.media : undefined);
  return when === 'now' || (when === 'idle' ? idle : media);
}

export function LoadWhen({ when, fallback = null, children }: { when: LoadCondition; fallback?: ReactNode; children: ReactNode }) {
  if (!useCondition(when)) return fallback;
  return (
    <LoadFailure fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadFailure>
  );
}
