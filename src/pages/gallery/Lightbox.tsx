/**
 * The gallery's full-screen lightbox: the photo with its title, place and position, previous and
 * next buttons (and arrow keys), closed by Escape, the close button or a click around the photo;
 * focus returns to the photo last shown. Loaded by the gallery page on its own.
 */
import { Box, CloseButton, Dialog, IconButton, Portal, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { ChevronLeft as LucideChevronLeft, ChevronRight as LucideChevronRight } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { SmartImage } from '../../components/SmartImage';
import type { GalleryPhoto } from '../../content';

const ChevronLeft = lightIcon(LucideChevronLeft);
const ChevronRight = lightIcon(LucideChevronRight);

export interface LightboxProps {
  /** The photo shown; undefined when closed. */
  photo: GalleryPhoto | undefined;
  /** 1-based position of the photo in the filtered set, and the set's size. */
  position: number;
  count: number;
  onClose: () => void;
  onStep: (delta: number) => void;
  returnFocusTo: () => HTMLElement | null;
}

export default function Lightbox({ photo, position, count, onClose, onStep, returnFocusTo }: LightboxProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={photo !== undefined}
      onOpenChange={(d) => {
        if (!d.open) onClose();
      }}
      size="full"
      // Nothing of the lightbox is rendered until it first opens.
      lazyMount
      unmountOnExit
      finalFocusEl={returnFocusTo}
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.900" data-testid="lightbox-backdrop" />
        <Dialog.Positioner>
          <Dialog.Content
            bg="transparent"
            boxShadow="none"
            color="white"
            aria-label={photo ? `${photo.title}, ${photo.location}` : 'Photo'}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') onStep(1);
              if (e.key === 'ArrowLeft') onStep(-1);
            }}
            // A click on the empty area around the photo counts as a click on the backdrop.
            onClick={(e) => {
              if (e.target === e.currentTarget) onClose();
            }}
            display="flex"
            alignItems="center"
            justifyContent="center"
            p={{ base: '4', md: '12' }}
          >
            {photo && (
              <Box as="figure" maxW="6xl" w="full" data-testid="lightbox">
                <SmartImage photo={photo.image} sizes="100vw" ratio={3 / 2} borderRadius="l2" />
                <Box as="figcaption" mt="3" textAlign="center">
                  <Dialog.Title fontFamily="heading" fontSize="2xl" fontWeight="600">
                    {photo.title}
                  </Dialog.Title>
                  <Text color="whiteAlpha.800">
                    {photo.location} · {position} of {count}
                  </Text>
                </Box>
              </Box>
            )}
            <IconButton aria-label="Previous photo" onClick={() => onStep(-1)} position="absolute" left={{ base: '2', md: '6' }} top="50%" translate="0 -50%" variant="ghost" color="white" size="xl" _hover={{ bg: 'whiteAlpha.200' }}>
              <ChevronLeft />
            </IconButton>
            <IconButton aria-label="Next photo" onClick={() => onStep(1)} position="absolute" right={{ base: '2', md: '6' }} top="50%" translate="0 -50%" variant="ghost" color="white" size="xl" _hover={{ bg: 'whiteAlpha.200' }}>
              <ChevronRight />
            </IconButton>
            <Dialog.CloseTrigger asChild position="absolute" top="4" right="4">
              <CloseButton aria-label="Close" color="white" size="lg" _hover={{ bg: 'whiteAlpha.200' }} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
