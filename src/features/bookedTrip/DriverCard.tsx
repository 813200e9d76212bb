/**
 * "Show the driver": tonight's hotel on the whole screen, for a driver to read, in the local
 * script the desk entered as large as the screen allows, then in English, with the hotel's phone;
 * the screen kept on while it is shown. Everything is already on the phone: it works in airplane
 * mode. Focus returns to the button that opened it.
 */
import { Box, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useRef, useState } from 'react';
import { keepScreenOn } from '../../lib/wakeLock';
import type { Hotel } from './trip';

export function DriverCard({ hotel }: { hotel: Hotel }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => (open ? keepScreenOn() : undefined), [open]);
  const local = [hotel.localName, hotel.localAddress].filter(Boolean);
  return (
    <>
      <Button ref={opener} onClick={() => setOpen(true)} colorPalette="jade" size="md" alignSelf="start">
        Show the driver
      </Button>
      <Dialog.Root recipe={dialogSlotRecipe} open={open} onOpenChange={(d) => setOpen(d.open)} size="full" lazyMount unmountOnExit finalFocusEl={() => opener.current}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content bg="white" color="gray.900" data-testid="driver-card">
              <Dialog.Body display="flex" flexDirection="column" justifyContent="center" gap="6" px={{ base: '5', md: '12' }} py="10">
                <Dialog.Title fontSize="md" fontWeight="semibold" color="fg.muted">
                  Please take me to
                </Dialog.Title>
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
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" size="lg">
                    Close
                  </Button>
                </Dialog.ActionTrigger>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
