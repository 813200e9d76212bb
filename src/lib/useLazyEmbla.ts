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
  const instance = useRef<EmblaCarouselType | undefined>(undefined);
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(
    () => () => {
      // Unmounted: a load still under way finds itself superseded and starts nothing.
      pending.current = undefined;
      instance.current?.destroy();
      instance.current = undefined;
    },
    [],
  );

  const ensure = useCallback(() => {
    if (!pending.current) {
      const load: Promise<EmblaCarouselType | undefined> = import('embla-carousel').then(
        ({ default: EmblaCarousel }) => {
          const viewport = viewportRef.current;
          if (pending.current !== load || !viewport) return undefined;
          instance.current = EmblaCarousel(viewport, optionsRef.current);
          setApi(instance.current);
          return instance.current;
        },
        () => {
          // Not loaded (offline before it was cached): the next tick or click tries again.
          if (pending.current === load) pending.current = undefined;
          return undefined;
        },
      );
      pending.current = load;
    }
    return pending.current;
  }, []);

  return { viewportRef, api, ensure };
}
