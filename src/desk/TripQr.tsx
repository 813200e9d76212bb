/** The sent trip's link as a QR code (lean-qr), for the traveller's phone camera. */
import { Box, chakra, Text } from '@chakra-ui/react';
import { correction, generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { useMemo } from 'react';

/**
 * The longest link drawn as a QR code. Version 40 at the lowest correction holds 2,953 bytes, but
 * a code that dense is hard for a phone to read off a screen or paper: past this, the link and the
 * file do the job.
 */
export const QR_MAX_CHARS = 2000;

/** The link's QR code as an SVG path, or undefined when the link is too long for one. */
function qrOf(link: string): { size: number; path: string } | undefined {
  if (link.length > QR_MAX_CHARS) return undefined;
  try {
    const code = generate(link, { minCorrectionLevel: correction.L });
    return { size: code.size, path: toSvgPath(code) };
  } catch {
    return undefined;
  }
}

export function TripQr({ link }: { link: string }) {
  const qr = useMemo(() => qrOf(link), [link]);
  if (!qr)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="trip-qr-none">
        This link is too long for a QR code a phone can read: send the link or the file.
      </Text>
    );
  const pad = 4;
  return (
    <Box>
      <chakra.svg
        viewBox={`${-pad} ${-pad} ${qr.size + 2 * pad} ${qr.size + 2 * pad}`}
        w={{ base: '56', md: '64' }}
        h="auto"
        bg="white"
        role="img"
        aria-label="QR code: scan it to open the trip"
        shapeRendering="crispEdges"
        data-testid="trip-qr"
      >
        <path d={qr.path} fill="#000" />
      </chakra.svg>
      <Text fontSize="xs" color="fg.muted" mt="1">
        Scan it with the traveller's phone camera.
      </Text>
    </Box>
  );
}

