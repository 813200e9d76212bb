/**
 * Every photo on the site: srcset and sizes from the photo helper, lazy below the fold, eager above
 * it (with high fetch priority when the photo is the page's largest paint), a fixed aspect ratio
 * (no layout shift) and the photo's placeholder colour until it loads, or for good when it cannot
 * (offline, host down).
 * crossorigin="anonymous" keeps cached copies readable (an opaque response costs quota).
 *
 * A photo below the fold is requested only once the app has started: Chrome's lazy loading would
 * fetch everything within 1250 px of the screen at the first layout, competing with the hero photo,
 * the fonts and the app's scripts on a slow connection. Until then its box shows the placeholder
 * colour and is announced as an image; without scripts, the <noscript> copy shows.
 *
 * A photo in a box of fixed shape can ask for a crop of that shape on phones (phoneCrop), so a phone
 * downloads the pixels it shows rather than a landscape photo object-fit cuts down.
 */
import { Box, type BoxProps } from '@chakra-ui/react';
import type { PhotoInfo } from '../content/photos/photo';
import { CARD_QUALITY, CARD_WIDTH, PHONE_MEDIA, phoneCropUrl, photoSrcSet, photoUrl, type PhoneCrop } from '../lib/images';
import { useHydrated } from '../lib/useHydrated';

export interface SmartImageProps extends Omit<BoxProps, 'children'> {
  photo: PhotoInfo;
  /** Overrides the photo's own alt text; '' marks a decorative image. */
  alt?: string;
  /** The sizes attribute: how wide the image is shown. */
  sizes: string;
  /**
   * 'lazy' (below the fold) waits for the app to start. 'eager' is above the fold: a full-screen
   * backdrop behind the headline, which Chrome does not count as the largest paint; it is fetched
   * at low priority, so the headline's font and the page come first (Chrome would otherwise raise
   * it to high once laid out in view). 'high' is the page's largest paint, fetched before anything else.
   */
  load?: 'lazy' | 'eager' | 'high';
  /** Width / height, e.g. 4 / 3; omitted when the box is sized by its parent. */
  ratio?: number;
  /** Largest srcset width to offer. */
  maxWidth?: number;
  /** The crop a phone in portrait gets, for a box whose shape there is fixed (lib/images). */
  phoneCrop?: PhoneCrop;
}

export function SmartImage({ photo, alt, sizes, load = 'lazy', ratio, maxWidth = 1920, phoneCrop, ...box }: SmartImageProps) {
  const started = useHydrated();
  const text = alt ?? photo.alt;
  const image = (
    <img
      src={photoUrl(photo.id, { width: CARD_WIDTH, quality: CARD_QUALITY })}
      srcSet={photoSrcSet(photo.id, maxWidth)}
      sizes={sizes}
      alt={text}
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={load === 'high' ? 'high' : load === 'eager' ? 'low' : 'auto'}
      decoding={load === 'lazy' ? 'async' : 'sync'}
      crossOrigin="anonymous"
      onError={(e) => {
        e.currentTarget.style.visibility = 'hidden';
      }}
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', color: 'transparent' }}
    />
  );
  const picture = phoneCrop ? (
    <picture>
      <source media={PHONE_MEDIA} srcSet={phoneCropUrl(photo.id, phoneCrop)} />
      {image}
    </picture>
  ) : (
    image
  );
  const shown = load !== 'lazy' || started;
  const placeholderRole = !shown && text ? { role: 'img', 'aria-label': text } : {};
  return (
    <Box position="relative" overflow="hidden" bg={photo.color} aspectRatio={ratio} {...placeholderRole} {...box}>
      {shown ? picture : <noscript>{picture}</noscript>}
    </Box>
  );
}
