/**
 * Gallery: category filters (a filter matches a photo's category or any tag), a grid of the 12
 * photos with title and location on hover and focus, and a full-screen lightbox whose previous and
 * next wrap within the filtered set. The lightbox (a Chakra dialog, with Zag's focus trap) is fetched
 * once the page is up, or at the first open if that comes sooner: it is not part of the first
 * download.
 */
import { Box, Button, HStack, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { island } from '../../components/island';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { SmartImage } from '../../components/SmartImage';
import { filterGallery, galleryFilters, type GalleryFilter } from '../../content/gallery';
import { TILE_PHONE_CROP } from '../../lib/images';
import { usePageLoaded } from '../../lib/usePageLoaded';
import { wrapIndex } from '../../lib/wrapIndex';

const Lightbox = island(() => import('./Lightbox'), { what: 'the photo viewer', when: 'client' });

export default function GalleryPage() {
  const [filter, setFilter] = useState<GalleryFilter>('all');
  const [open, setOpen] = useState<number | null>(null);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  // The photo last shown gets focus back when the lightbox closes (it may differ from the one clicked).
  const lastShown = useRef(0);
  useEffect(() => {
    if (open !== null) lastShown.current = open;
  }, [open]);
  const photos = filterGallery(filter);
  const current = open === null ? undefined : photos[open];
  // The lightbox's code is fetched once the page is up, so the first photo opens at once (a failed
  // fetch is tried again at the first open); mounted at the first open, it then stays, so it can
  // animate its close.
  const pageIdle = usePageLoaded({ idle: true });
  useEffect(() => {
    if (pageIdle) Lightbox.preload().catch(() => undefined);
  }, [pageIdle]);
  const [opened, setOpened] = useState(false);
  if (open !== null && !opened) setOpened(true);

  const step = (delta: number) => setOpen((i) => (i === null ? i : wrapIndex(i + delta, photos.length)));

  return (
    <>
      <PageHeader
        eyebrow="Gallery"
        title="Moments From Our Journeys"
        intro="Palaces and temples, Himalayan peaks, tea hills and wildlife: a glimpse of India, Nepal, Bhutan and Sri Lanka."
      />
      <Section aria-label="Photos">
        <HStack role="group" aria-label="Filter photos" gap="2" flexWrap="wrap" justify="center" mb="10">
          {galleryFilters.map((f) => (
            <Button
              key={f.value}
              size="sm"
              variant={filter === f.value ? 'solid' : 'outline'}
              aria-pressed={filter === f.value}
              onClick={() => {
                setFilter(f.value);
                setOpen(null);
              }}
            >
              {f.label}
            </Button>
          ))}
        </HStack>
        <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="gallery-grid">
          {photos.map((p, i) => (
            <li key={p.id}>
              <chakra.button
                type="button"
                ref={(el: HTMLButtonElement | null) => {
                  tiles.current[i] = el;
                }}
                onClick={() => setOpen(i)}
                aria-label={`${p.title}, ${p.location}: open larger`}
                data-title={p.title}
                position="relative"
                display="block"
                w="full"
                borderRadius="l3"
                overflow="hidden"
                cursor="zoom-in"
                focusVisibleRing="outside"
                className="group"
              >
                {/* The first photo is in the first screen on every device: it is the page's largest paint. */}
                <SmartImage photo={p.image} sizes="(min-width: 62em) 33vw, (min-width: 30em) 50vw, 100vw" ratio={4 / 3} maxWidth={1200} phoneCrop={TILE_PHONE_CROP} load={i === 0 ? 'high' : 'lazy'} />
                <Box
                  position="absolute"
                  insetX="0"
                  bottom="0"
                  p="4"
                  textAlign="left"
                  color="white"
                  bgGradient="to-t"
                  gradientFrom="rgba(10,24,23,0.85)"
                  gradientTo="transparent"
                  opacity="0"
                  transition="opacity 0.3s"
                  _groupHover={{ opacity: 1 }}
                  _groupFocusVisible={{ opacity: 1 }}
                >
                  <Text fontFamily="heading" fontSize="xl" fontWeight="600">
                    {p.title}
                  </Text>
                  <Text fontSize="sm">{p.location}</Text>
                </Box>
              </chakra.button>
            </li>
          ))}
        </SimpleGrid>
      </Section>

      {opened && (
        <Lightbox
          photo={current}
          position={open === null ? 0 : open + 1}
          count={photos.length}
          onClose={() => setOpen(null)}
          onStep={step}
          returnFocusTo={() => tiles.current[lastShown.current] ?? null}
        />
      )}
    </>
  );
}
