/**
 * Every photo on the site: srcset and sizes from the photo helper, lazy below the fold, eager with
 * high fetch priority for a hero, a fixed aspect ratio (no layout shift) and the photo's
 * placeholder colour until it loads, or for good when it cannot (offline, host down).
 * crossorigin="anonymous" keeps cached copies readable (an opaque response costs quota).
 *
 * A photo below the fold is requested only once the app has started: Chrome's lazy loading would
 * fetch everything within 1250 px of the screen at the first layout, competing with the hero photo,
 * the fonts and the app's scripts on a slow connection. Until then its box shows the placeholder
 * colour and is announced as an image; without scripts, the <noscript> copy shows.
 */
import { Box, type BoxProps } from '@chakra-ui/react';
import { photoInfo, type PhotoKey } from '../content/photos';
import { CARD_QUALITY, CARD_WIDTH, photoSrcSet, photoUrl } from '../lib/images';
import { useHydrated } from '../lib/useHydrated';

export interface SmartImageProps extends Omit<BoxProps, 'children'> {
  photo: PhotoKey;
  /** Overrides the photo's own alt text; '' marks a decorative image. */
  alt?: string;
  /** The sizes attribute: how wide the image is shown. */
  sizes: string;
  /** Above the fold (a hero): load eagerly with high priority. */
  priority?: boolean;
  /** Width / height, e.g. 4 / 3; omitted when the box is sized by its parent. */
  ratio?: number;
  /** Largest srcset width to offer. */
  maxWidth?: number;
}

export function SmartImage({ photo, alt, sizes, priority = false, ratio, maxWidth = 1920, ...box }: SmartImageProps) {
  const info = photoInfo(photo);
  const started = useHydrated();
  const text = alt ?? info.alt;
  const image = (
    <img
      src={photoUrl(info.id, { width: CARD_WIDTH, quality: CARD_QUALITY })}
      srcSet={photoSrcSet(info.id, maxWidth)}
      sizes={sizes}
      alt={text}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      crossOrigin="anonymous"
      onError={(e) => {
        e.currentTarget.style.visibility = 'hidden';
      }}
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', color: 'transparent' }}
    />
  );
  const shown = priority || started;
  const placeholderRole = !shown && text ? { role: 'img', 'aria-label': text } : {};
  return (
    <Box position="relative" overflow="hidden" bg={info.color} aspectRatio={ratio} {...placeholderRole} {...box}>
      {shown ? image : <noscript>{image}</noscript>}
    </Box>
  );
}
