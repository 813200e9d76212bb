/**
 * Embla (the carousel engine embla-carousel-react wraps) on a viewport element, loaded when first
 * needed instead of with the page: a slideshow's first slide needs no script to show, and the
 * engine is some 7 KB gzip of the home page's first load. `ensure` loads and starts it (once) and
 * resolves to its API, so a timer tick or a click that comes first is not lost, only delayed.
 */
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';

export function useLazyEmbla(options: EmblaOptionsType) {
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const optionsRef = useRef(options);
  const pending = useRef<Promise<EmblaCarouselType | undefined> | undefined>(undefined);
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(
    () => () => {
      // Unmounted (or remounted by StrictMode): a later `ensure` starts afresh.
      pending.current = undefined;
      setApi((current) => {
        current?.destroy();
        return undefined;
      });
    },
    [],
  );

  const ensure = useCallback(() => {
    pending.current ??= import('embla-carousel').then(({ default: EmblaCarousel }) => {
      const viewport = viewportRef.current;
      if (!viewport) return undefined;
      const instance = EmblaCarousel(viewport, optionsRef.current);
      setApi(instance);
      return instance;
    });
    return pending.current;
  }, []);

  return { viewportRef, api, ensure };
}
