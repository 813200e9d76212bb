/**
 * Every photo on the site: srcset and sizes from the photo helper, lazy below the fold, eager with
 * high fetch priority for a hero, a fixed aspect ratio (no layout shift) and the photo's
 * placeholder colour until it loads, or for good when it cannot (offline, host down).
 * crossorigin="anonymous" keeps cached copies readable (an opaque response costs quota).
 */
import { Box, type BoxProps } from '@chakra-ui/react';
import { photoInfo, type PhotoKey } from '../content/photos';
import { CARD_QUALITY, CARD_WIDTH, photoSrcSet, photoUrl } from '../lib/images';

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
  return (
    <Box position="relative" overflow="hidden" bg={info.color} aspectRatio={ratio} {...box}>
      <img
        src={photoUrl(info.id, { width: CARD_WIDTH, quality: CARD_QUALITY })}
        srcSet={photoSrcSet(info.id, maxWidth)}
        sizes={sizes}
        alt={alt ?? info.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        crossOrigin="anonymous"
        onError={(e) => {
          e.currentTarget.style.visibility = 'hidden';
        }}
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', color: 'transparent' }}
      />
    </Box>
  );
}
