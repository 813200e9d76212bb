/**
 * The full-screen hero slideshow: advances every 5 s and wraps; dots jump to a slide; a pause
 * control, and no movement while the pointer is over it or focus is inside it, nor at all under
 * prefers-reduced-motion (WCAG 2.2.2). The timer is a plain interval rather than embla's autoplay
 * plugin, whose own resume rules fought these four pause conditions. The slides are pre-rendered;
 * their moving part (SlideshowEngine, embla-carousel-react) loads at the first tick, click, pointer,
 * touch or focus, and then carries out what was asked. Not before: setting embla up measures every
 * slide, one of the longest tasks of the home page's start.
 */
import { Box, Container, Heading, HStack, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { Pause as LucidePause, Play as LucidePlay } from 'lucide-react';
import { lightIcon } from './lightIcon';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { PhotoInfo } from '../content/photos/photo';
import { usePageLoaded } from '../lib/usePageLoaded';
import { island } from './island';
import type { SlideRequest, SlideshowOptions } from './SlideshowEngine';
import { SmartImage } from './SmartImage';

const Pause = lightIcon(LucidePause);
const Play = lightIcon(LucidePlay);

const SlideshowEngine = island(() => import('./SlideshowEngine'), { what: 'the slideshow', when: 'client' });

export const SLIDE_INTERVAL_MS = 5000;

export interface SlideContent {
  photo: PhotoInfo;
  title: string;
  text: string;
}

export interface SlideshowProps {
  slides: readonly SlideContent[];
  /** The page's h1, shown above the slide titles. */
  heading: ReactNode;
  actions?: ReactNode;
  label: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const EMBLA_OPTIONS: SlideshowOptions = { loop: true, duration: 30 };

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

export function Slideshow({ slides, heading, actions, label }: SlideshowProps) {
  const reducedMotion = usePrefersReducedMotion();
  // The other slides' photos wait for the load event: fetched at once they would compete with the
  // first slide's photo, the page's largest paint, on a phone's connection.
  const pageLoaded = usePageLoaded();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [engineWanted, setEngineWanted] = useState(false);
  const wantEngine = useCallback(() => setEngineWanted(true), []);
  const [selected, setSelected] = useState(0);
  const [request, setRequest] = useState<SlideRequest>({ index: 0, jump: false });
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = userPaused || hovered || focused || reducedMotion;

  // Asked before the engine has loaded, a slide is shown as soon as it has.
  const goTo = useCallback(
    (index: number) => {
      wantEngine();
      setRequest({ index: (index + slides.length) % slides.length, jump: reducedMotion });
    },
    [wantEngine, slides.length, reducedMotion],
  );

  useEffect(() => {
    // Asked of the browser too: the state above is only known after the first effects run.
    if (paused || window.matchMedia(REDUCED_MOTION).matches) return;
    // Restarted after every slide change, so a dot click gets a full interval too.
    const timer = setInterval(() => goTo(selected + 1), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [goTo, paused, selected]);

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={label}
      position="relative"
      h="100svh"
      minH="560px"
      color="white"
      bg="jade.950"
      onMouseEnter={() => {
        setHovered(true);
        wantEngine();
      }}
      onTouchStart={wantEngine}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        wantEngine();
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      data-paused={paused ? 'true' : 'false'}
    >
      {engineWanted && viewport && (
        // Without its engine the slideshow still shows the first slide and its text.
        <SlideshowEngine viewport={viewport} options={EMBLA_OPTIONS} request={request} onSelect={setSelected} />
      )}
      <Box ref={setViewport} overflow="hidden" h="full">
        <Box display="flex" h="full">
          {slides.map((slide, i) => (
            <Box
              key={slide.title}
              flex="0 0 100%"
              minW="0"
              position="relative"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}: ${slide.title}`}
              aria-hidden={i !== selected}
            >
              {(i === 0 || pageLoaded) && <SmartImage photo={slide.photo} sizes="100vw" load={i === 0 ? 'eager' : 'lazy'} position="absolute" inset="0" />}
              <Box position="absolute" inset="0" bgGradient="to-t" gradientFrom="rgba(10,24,23,0.9)" gradientVia="rgba(10,24,23,0.35)" gradientTo="rgba(10,24,23,0.25)" />
            </Box>
          ))}
        </Box>
      </Box>

      <Container maxW="7xl" position="absolute" insetX="0" bottom="0" pb={{ base: '20', md: '24' }}>
        <Stack gap="5" maxW="3xl">
          {heading}
          <Box aria-live={paused ? 'polite' : 'off'} aria-atomic="true">
            <Heading as="h2" size={{ base: '5xl', md: '7xl' }} lineHeight="1" textShadow="0 2px 24px rgba(0,0,0,0.35)" data-testid="slide-title">
              {slides[selected]?.title}
            </Heading>
            <Text mt="4" fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900">
              {slides[selected]?.text}
            </Text>
          </Box>
          {actions && <HStack gap="3" flexWrap="wrap">{actions}</HStack>}
        </Stack>
      </Container>

      <HStack position="absolute" bottom="8" right={{ base: '4', md: '8' }} gap="3">
        <HStack gap="1" role="group" aria-label="Choose a slide">
          {slides.map((slide, i) => (
            <chakra.button
              key={slide.title}
              type="button"
              aria-label={`Show slide ${i + 1}: ${slide.title}`}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => goTo(i)}
              w="11"
              h="11"
              display="flex"
              alignItems="center"
              justifyContent="center"
              cursor="pointer"
              borderRadius="full"
              focusVisibleRing="outside"
            >
              <Box as="span" w={i === selected ? '6' : '2.5'} h="2.5" borderRadius="full" bg={i === selected ? 'white' : 'whiteAlpha.600'} transition="width 0.3s" />
            </chakra.button>
          ))}
        </HStack>
        <IconButton
          aria-label={userPaused ? 'Play slideshow' : 'Pause slideshow'}
          aria-pressed={userPaused}
          onClick={() => setUserPaused((p) => !p)}
          variant="outline"
          size="sm"
          borderRadius="full"
          color="white"
          borderColor="whiteAlpha.600"
          _hover={{ bg: 'whiteAlpha.200' }}
        >
          {userPaused ? <Play /> : <Pause />}
        </IconButton>
      </HStack>
    </Box>
  );
}
