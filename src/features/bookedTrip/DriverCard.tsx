/**
 * "Show the driver": tonight's hotel on the whole screen, for a driver to read, in the local
 * script the desk entered as large as the screen allows, then in English, with the hotel's phone;
 * the screen kept on while it is shown. Everything is already on the phone: it works in airplane
 * mode. Focus returns to the button that opened it.
 *
 * The browser's own modal <dialog> (focus kept inside, Escape closes, the page behind inert), not
 * Chakra's Dialog. Kept: with Chakra's, the build fails (Today would start with a dialog:
 * src/config/startRules.ts, checked 7 Dec), and loaded on the tap instead it would fetch Ark's
 * dialog (8.3 KB gzip) before the card shows, on a road perhaps with no signal.
 *
 * Each local-script line carries its language (`lang`, from its script and the day's country:
 * localScript.ts) and is drawn in the app's own face for its script (localScriptFonts.ts), kept on
 * the phone with the trip, so a phone with no font for Tibetan or Sinhala shows letters, not boxes.
 */
import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { CountrySlug } from '../../content/types';
import { keepScreenOn } from '../../lib/wakeLock';
import type { Hotel } from '../../trip/booking';
import { langOf, scriptOf, type LocalScript } from './localScript';
import { hotelScripts, keepLocalScriptFonts, localFontFaceCss, localFontFamily } from './localScriptFonts';

/** A line as the desk typed it, with its script where it is one of the four. */
interface LocalLine {
  readonly text: string;
  readonly script: LocalScript | undefined;
}

function Card({ hotel, country, onClosed }: { hotel: Hotel; country?: CountrySlug; onClosed: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    dialog.current?.showModal();
    return keepScreenOn();
  }, []);
  const local: LocalLine[] = [hotel.localName, hotel.localAddress].filter((t): t is string => !!t).map((text) => ({ text, script: scriptOf(text) }));
  const scripts = local.flatMap((l) => (l.script ? [l.script] : []));
  return (
    <chakra.dialog
      ref={dialog}
      onClose={onClosed}
      aria-labelledby={titleId}
      data-testid="driver-card"
      w="100vw"
      maxW="100vw"
      h="100dvh"
      maxH="100dvh"
      m="0"
      p="0"
      border="0"
      bg="white"
      color="gray.900"
      css={{ '&::backdrop': { background: 'white' } }}
    >
      {/* The card's own faces: declared while it is shown, fetched (or read from the cache) for its lines only. */}
      {scripts.length > 0 && <style data-local-script-fonts="">{localFontFaceCss(scripts)}</style>}
      <Stack minH="full" justify="center" gap="6" px={{ base: '5', md: '12' }} py="10">
        <Text id={titleId} fontSize="md" fontWeight="semibold" color="gray.600">
          Please take me to
        </Text>
        {local.length > 0 && (
          <Stack gap="3">
            {local.map(({ text, script }) => (
              <Text
                key={text}
                lang={script && langOf(script, country)}
                // The faces come in their regular weight only: a synthesised bold smudges conjuncts and stacked letters.
                fontFamily={script && localFontFamily(script)}
                fontWeight={script ? 'normal' : 'semibold'}
                fontSize={{ base: '4xl', md: '6xl' }}
                lineHeight="1.25"
                overflowWrap="anywhere"
                data-testid="driver-card-local"
              >
                {text}
              </Text>
            ))}
          </Stack>
        )}
        <Box>
          <Text fontSize={local.length ? { base: '2xl', md: '4xl' } : { base: '4xl', md: '6xl' }} fontWeight="semibold" lineHeight="1.25" overflowWrap="anywhere">
            {hotel.name}
          </Text>
          {hotel.address && (
            <Text fontSize={{ base: 'xl', md: '3xl' }} lineHeight="1.3" mt="2" overflowWrap="anywhere">
              {hotel.address}
            </Text>
          )}
        </Box>
        {hotel.phone && (
          <Text fontSize={{ base: 'xl', md: '3xl' }}>
            Hotel phone:{' '}
            <a href={`tel:${hotel.phone}`} style={{ fontWeight: 600, textDecoration: 'underline' }}>
              {hotel.phone}
            </a>
          </Text>
        )}
        <form method="dialog">
          <Button type="submit" variant="outline" size="lg">
            Close
          </Button>
        </form>
      </Stack>
    </chakra.dialog>
  );
}

/**
 * `country`: where the night is spent, where the catalogue knows it (Devanagari is Nepali in Nepal,
 * Hindi in India).
 */
export function DriverCard({ hotel, country }: { hotel: Hotel; country?: CountrySlug }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // Shown (online), the night's faces are kept too: for a trip kept before they were, or whose faces the browser dropped.
  const scriptsKey = hotelScripts(hotel).join(' ');
  useEffect(() => {
    if (scriptsKey) void keepLocalScriptFonts(scriptsKey.split(' ') as LocalScript[]);
  }, [scriptsKey]);
  const closed = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      <Button ref={opener} onClick={() => setOpen(true)} colorPalette="jade" size="md" alignSelf="start">
        Show the driver
      </Button>
      {open && <Card hotel={hotel} country={country} onClosed={closed} />}
    </>
  );
}
