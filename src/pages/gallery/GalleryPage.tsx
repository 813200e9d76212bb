/**
 * Gallery: category filters (a filter matches a photo's category or any tag), a grid of the 12
 * photos with title and location on hover and focus, and a full-screen lightbox whose previous and
 * next wrap within the filtered set.
 */
import { Box, Button, CloseButton, Dialog, HStack, IconButton, Portal, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { SmartImage } from '../../components/SmartImage';
import { filterGallery, galleryFilters, type GalleryFilter } from '../../content';
import { wrapIndex } from '../../lib/wrapIndex';

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
                <SmartImage photo={p.image} sizes="(min-width: 62em) 33vw, (min-width: 30em) 50vw, 100vw" ratio={4 / 3} maxWidth={1200} load={i === 0 ? 'high' : 'lazy'} />
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

      <Dialog.Root
        open={current !== undefined}
        onOpenChange={(d) => {
          if (!d.open) setOpen(null);
        }}
        size="full"
        // Nothing of the lightbox is rendered until it first opens.
        lazyMount
        unmountOnExit
        finalFocusEl={() => tiles.current[lastShown.current] ?? null}
      >
        <Portal>
          <Dialog.Backdrop bg="blackAlpha.900" data-testid="lightbox-backdrop" />
          <Dialog.Positioner>
            <Dialog.Content
              bg="transparent"
              boxShadow="none"
              color="white"
              aria-label={current ? `${current.title}, ${current.location}` : 'Photo'}
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight') step(1);
                if (e.key === 'ArrowLeft') step(-1);
              }}
              // A click on the empty area around the photo counts as a click on the backdrop.
              onClick={(e) => {
                if (e.target === e.currentTarget) setOpen(null);
              }}
              display="flex"
              alignItems="center"
              justifyContent="center"
              p={{ base: '4', md: '12' }}
            >
              {current && (
                <Box as="figure" maxW="6xl" w="full" data-testid="lightbox">
                  <SmartImage photo={current.image} sizes="100vw" ratio={3 / 2} borderRadius="l2" />
                  <Box as="figcaption" mt="3" textAlign="center">
                    <Dialog.Title fontFamily="heading" fontSize="2xl" fontWeight="600">
                      {current.title}
                    </Dialog.Title>
                    <Text color="whiteAlpha.800">
                      {current.location} · {open! + 1} of {photos.length}
                    </Text>
                  </Box>
                </Box>
              )}
              <IconButton aria-label="Previous photo" onClick={() => step(-1)} position="absolute" left={{ base: '2', md: '6' }} top="50%" translate="0 -50%" variant="ghost" color="white" size="xl" _hover={{ bg: 'whiteAlpha.200' }}>
                <ChevronLeft />
              </IconButton>
              <IconButton aria-label="Next photo" onClick={() => step(1)} position="absolute" right={{ base: '2', md: '6' }} top="50%" translate="0 -50%" variant="ghost" color="white" size="xl" _hover={{ bg: 'whiteAlpha.200' }}>
                <ChevronRight />
              </IconButton>
              <Dialog.CloseTrigger asChild position="absolute" top="4" right="4">
                <CloseButton aria-label="Close" color="white" size="lg" _hover={{ bg: 'whiteAlpha.200' }} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
