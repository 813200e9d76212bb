/**
 * "Show the driver": tonight's hotel on the whole screen, for a driver to read, in the local
 * script the desk entered as large as the screen allows, then in English, with the hotel's phone;
 * the screen kept on while it is shown. Everything is already on the phone: it works in airplane
 * mode. Focus returns to the button that opened it.
 *
 * The browser's own modal <dialog> (focus kept inside, Escape closes, the page behind inert), not
 * Chakra's Dialog: Today would be one more part that loads Ark's dialog plumbing, which then
 * moves into the chunk every page starts with.
 */
import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { keepScreenOn } from '../../lib/wakeLock';
import type { Hotel } from '../../trip/booking';

function Card({ hotel, onClosed }: { hotel: Hotel; onClosed: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    dialog.current?.showModal();
    return keepScreenOn();
  }, []);
  const local = [hotel.localName, hotel.localAddress].filter(Boolean);
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
      <Stack minH="full" justify="center" gap="6" px={{ base: '5', md: '12' }} py="10">
        <Text id={titleId} fontSize="md" fontWeight="semibold" color="gray.600">
          Please take me to
        </Text>
        {local.length > 0 && (
          <Stack gap="3">
            {local.map((line) => (
              <Text key={line} fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.25" fontWeight="semibold" overflowWrap="anywhere">
                {line}
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

export function DriverCard({ hotel }: { hotel: Hotel }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const closed = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      <Button ref={opener} onClick={() => setOpen(true)} colorPalette="jade" size="md" alignSelf="start">
        Show the driver
      </Button>
      {open && <Card hotel={hotel} onClosed={closed} />}
    </>
  );
}
