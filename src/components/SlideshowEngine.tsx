/**
 * The moving part of the Slideshow: embla-carousel-react on the slideshow's own viewport, loaded
 * on first need (the first slide is plain pre-rendered HTML and needs no script). It renders
 * nothing: it moves the slides the Slideshow rendered to the slide it is asked for, and reports
 * the slide embla settles on (after a swipe too).
 */
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';

export type SlideshowOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

export interface SlideRequest {
  readonly index: number;
  /** Jump without animating (reduced motion). */
  readonly jump: boolean;
}

export interface SlideshowEngineProps {
  viewport: HTMLElement;
  /** Fixed for the slideshow's life: new options would re-initialise embla. */
  options: SlideshowOptions;
  /** The slide wanted; a new object asks again, even for the same index. */
  request: SlideRequest;
  onSelect: (index: number) => void;
}

export default function SlideshowEngine({ viewport, options, request, onSelect }: SlideshowEngineProps) {
  // Starts where the pre-rendered slides stand (the first), then moves to the slide asked for.
  const [emblaRef, embla] = useEmblaCarousel(options);

  // The viewport is the Slideshow's element, so it is handed to embla here rather than as a ref.
  useEffect(() => {
    emblaRef(viewport);
    return () => emblaRef(null);
  }, [emblaRef, viewport]);

  useEffect(() => {
    if (!embla) return;
    const report = () => onSelect(embla.selectedScrollSnap());
    embla.on('select', report);
    return () => {
      embla.off('select', report);
    };
  }, [embla, onSelect]);

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== request.index) embla.scrollTo(request.index, request.jump);
  }, [embla, request]);

  return null;
}
