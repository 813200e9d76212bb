/**
 * "Text my position to the 24-hour line": for a phone with a voice and SMS signal but no data. The
 * tap asks for the position (its code, textForTrip.ts, comes with the tap: a few KB, precached),
 * saying "Finding your position…" meanwhile; then shows the text and a link that opens the
 * phone's own messages app with it filled in, to the trip's 24-hour line. The app sends nothing:
 * the traveller reads the text and presses send. On Help during a kept trip and in the outbox,
 * beside a message that waits (`waiting`: its words).
 */
import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { BookedTrip } from '../../trip/booking';
import type { TextReady } from './textForTrip';

type State = { readonly kind: 'idle' } | { readonly kind: 'finding' } | ({ readonly kind: 'ready' } & TextReady) | { readonly kind: 'failed' };

export const TEXT_POSITION = 'Text my position to the 24-hour line';

export function TextPosition({ trip, waiting }: { trip: BookedTrip; waiting?: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const linkRef = useRef<HTMLAnchorElement>(null);
  const ready = state.kind === 'ready';
  useEffect(() => {
    if (ready) linkRef.current?.focus();
  }, [ready, state]);
  const tap = () => {
    setState({ kind: 'finding' });
    import('./textForTrip')
      .then((m) => m.textForTrip(trip, { ...(waiting && { waiting }) }))
      .then(
        (text) => setState({ kind: 'ready', ...text }),
        () => setState({ kind: 'failed' }),
      );
  };
  return (
    <Stack gap="2" mt="3" data-testid="text-position">
      <Button size="sm" colorPalette="jade" alignSelf="start" onClick={tap} loading={state.kind === 'finding'}>
        {TEXT_POSITION}
      </Button>
      <Box role="status" fontSize="sm">
        {state.kind === 'finding' && <Text data-testid="text-position-finding">Finding your position…</Text>}
        {state.kind === 'failed' && <Text color="red.700">The text could not be made on this device. Call the 24-hour line instead.</Text>}
        {state.kind === 'ready' && state.note && <Text data-testid="text-position-note">{state.note}</Text>}
      </Box>
      {state.kind === 'ready' && (
        <Stack gap="1" fontSize="sm">
          <Link ref={linkRef} href={state.href} color="jade.800" fontWeight="semibold" minH="6" alignSelf="start" data-testid="text-position-link">
            Open this text to your trip’s 24-hour line in your messages app
          </Link>
          <Text as="blockquote" borderStartWidth="3px" borderColor="jade.300" ps="3" fontFamily="mono" fontSize="xs" wordBreak="break-word" data-testid="text-position-body">
            {state.body}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            One ordinary SMS, which needs no data: your messages app sends it when you press send. Nothing leaves this page by itself.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
