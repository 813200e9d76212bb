/**
 * "Show boarding pass": the code drawn again full screen on white from the message kept (not the
 * photo it was read from), each module a whole number of pixels at a size a gate scanner reads,
 * the screen kept on, the flight, seat and boarding details beside it, and one line saying that a
 * web page cannot raise the screen's brightness. All on the phone: it works in airplane mode once
 * the reader is kept (readerFile.ts). The browser's own modal <dialog>, as "Show the driver" (and
 * for its reason: Chakra's would fetch Ark's dialog, 8.3 KB gzip, on the tap, at the gate).
 */
import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { keepScreenOn } from '../../lib/wakeLock';
import { formatDay, type IsoDate } from '../../trip/dates';
import type { PassLeg, TripPass } from '../../trip/passes';
import { BRIGHTNESS_NOTE } from './messages';
import { passTitle } from './addPass';

export interface ShowPassProps {
  readonly pass: TripPass;
  readonly leg?: PassLeg;
  readonly date?: IsoDate;
  readonly onClosed: () => void;
}

/** Light modules around the code, on every side (PDF417 asks 2, QR 4). */
const QUIET = 4;

interface Drawn {
  readonly width: number;
  readonly height: number;
  /** The dark modules as one SVG path, a run of a row at a time. */
  readonly path: string;
}

function pathOf(symbol: { width: number; height: number; dark: Uint8Array }): Drawn {
  const runs: string[] = [];
  for (let y = 0; y < symbol.height; y++) {
    let x = 0;
    while (x < symbol.width) {
      if (!symbol.dark[y * symbol.width + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < symbol.width && symbol.dark[y * symbol.width + x]) x++;
      runs.push(`M${start + QUIET} ${y + QUIET}h${x - start}v1h${start - x}z`);
    }
  }
  return { width: symbol.width + 2 * QUIET, height: symbol.height + 2 * QUIET, path: runs.join('') };
}

function useDrawn(pass: TripPass): Drawn | 'failed' | undefined {
  const [drawn, setDrawn] = useState<Drawn | 'failed'>();
  useEffect(() => {
    let live = true;
    import('./zxing')
      .then(({ zxingWrite }) => zxingWrite(pass.message, pass.format))
      .then(
        (symbol) => live && setDrawn(symbol ? pathOf(symbol) : 'failed'),
        () => live && setDrawn('failed'),
      );
    return () => {
      live = false;
    };
  }, [pass]);
  return drawn;
}

/** Whole pixels per module: as large as the screen allows, up to 6 (a scanner reads 2 and more). */
function moduleSize(modules: number): number {
  const across = Math.min(typeof window === 'undefined' ? 360 : window.innerWidth, 900) - 32;
  return Math.max(2, Math.min(6, Math.floor(across / modules)));
}

/** A ticket's picture (kept when its code is not a BCBP), from a blob URL made while it is shown. */
function Picture({ pass }: { pass: TripPass }) {
  const picture = (pass as { picture?: Blob }).picture;
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!(picture instanceof Blob) || !img.current) return;
    const made = URL.createObjectURL(picture);
    img.current.src = made;
    return () => URL.revokeObjectURL(made);
  }, [picture]);
  return picture instanceof Blob ? <chakra.img ref={img} alt="The ticket as it was added" maxW="full" maxH="50vh" objectFit="contain" /> : null;
}

export default function ShowPass({ pass, leg = pass.boarding?.legs[0], date, onClosed }: ShowPassProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const drawn = useDrawn(pass);
  useEffect(() => {
    dialog.current?.showModal();
    return keepScreenOn();
  }, []);
  const size = drawn && drawn !== 'failed' ? moduleSize(drawn.width) : 0;
  const lines = [
    date && formatDay(date),
    leg?.seat && `Seat ${leg.seat}`,
    leg?.compartment && `Class ${leg.compartment}`,
    leg?.sequence && `Sequence ${leg.sequence}`,
    leg?.bookingRef && `Booking reference ${leg.bookingRef}`,
  ].filter((l): l is string => Boolean(l));
  return (
    <chakra.dialog ref={dialog} onClose={onClosed} aria-labelledby={titleId} data-testid="pass-card" w="100vw" maxW="100vw" h="100dvh" maxH="100dvh" m="0" p="0" border="0" bg="white" color="gray.900" css={{ '&::backdrop': { background: 'white' } }}>
      <Stack minH="full" justify="center" align="center" gap="5" px="4" py="8">
        <Text id={titleId} fontSize="2xl" fontWeight="semibold" textAlign="center">
          {pass.boarding ? `Boarding pass ${passTitle(pass, leg)}` : 'Ticket'}
        </Text>
        <Box bg="white" data-testid="pass-code" aria-label={pass.boarding ? 'The boarding pass code' : 'The ticket code'} role="img">
          {drawn === undefined && <Text>Drawing the code…</Text>}
          {drawn === 'failed' && <Text color="red.700">The code could not be drawn on this phone. Open this page once with a connection, then try again.</Text>}
          {drawn && drawn !== 'failed' && (
            <svg width={drawn.width * size} height={drawn.height * size} viewBox={`0 0 ${drawn.width} ${drawn.height}`} shapeRendering="crispEdges" style={{ display: 'block' }}>
              <rect width={drawn.width} height={drawn.height} fill="#fff" />
              <path d={drawn.path} fill="#000" />
            </svg>
          )}
        </Box>
        {lines.length > 0 && (
          <Stack gap="0.5" textAlign="center" fontSize="lg" data-testid="pass-details">
            {lines.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Stack>
        )}
        {pass.details.length > 0 && (
          <chakra.dl display="grid" gridTemplateColumns="auto auto" columnGap="4" rowGap="1" fontSize="md">
            {pass.details.map((d, i) => (
              <Box key={`${d.label}-${i}`} display="contents">
                <chakra.dt color="gray.600">{d.label}</chakra.dt>
                <chakra.dd fontWeight="semibold">{d.value}</chakra.dd>
              </Box>
            ))}
          </chakra.dl>
        )}
        {pass.boarding?.name && <Text>{pass.boarding.name}</Text>}
        {!pass.boarding && <Picture pass={pass} />}
        <Text fontSize="sm" color="gray.700" textAlign="center" data-testid="pass-brightness">
          {BRIGHTNESS_NOTE}
        </Text>
        <form method="dialog">
          <Button type="submit" variant="outline" size="lg">
            Close
          </Button>
        </form>
      </Stack>
    </chakra.dialog>
  );
}
