/**
 * What a My Journeys screen shows from the visitor's device: nothing on the server or while
 * hydrating (the pre-rendered page is a shell, and the server knows no one's list), then the part,
 * loaded on first use, with a quiet 'loading' in its place meanwhile.
 */
import { Box, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadWhen } from '../../components/LoadWhen';
import { useHydrated } from '../../lib/useHydrated';

function Loading({ what }: { what: string }) {
  return (
    // As tall as a short list, so the footer does not jump when the list arrives.
    <Box role="status" display="flex" alignItems="flex-start" gap="3" color="fg.muted" py="10" justifyContent="center" minH="60vh">
      <Spinner size="sm" color="jade.solid" />
      <Text>Opening {what}…</Text>
    </Box>
  );
}

export function DeviceContent({ what, children }: { what: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const loading = <Loading what={what} />;
  return hydrated ? (
    <LoadWhen when="now" fallback={loading}>
      {children}
    </LoadWhen>
  ) : (
    loading
  );
}
