/**
 * What a screen read from the visitor's device (My Journeys, Today) shows while that part loads
 * (on the server too: the pre-rendered page is a shell, and the server knows no one's list).
 */
import { Box, Spinner, Text } from '@chakra-ui/react';

/** The placeholder's height: a page that reserves room for what replaces it uses the same. */
export const OPENING_MIN_H = '60vh';

export function Opening({ what }: { what: string }) {
  return (
    // As tall as a short list, so the footer does not jump when the list arrives.
    <Box role="status" display="flex" alignItems="flex-start" gap="3" color="fg.muted" py="10" justifyContent="center" minH={OPENING_MIN_H}>
      <Spinner size="sm" color="jade.solid" />
      <Text>Opening {what}…</Text>
    </Box>
  );
}
