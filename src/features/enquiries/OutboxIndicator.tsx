/**
 * Shows what is waiting in the outbox or failed, with 'Send now' and 'Discard' for each message.
 * (What keeps the outbox moving is outbox/retries.ts, started by the app.)
 */
import { Box, Button, Collapsible, HStack, Stack, Text } from '@chakra-ui/react';
import { collapsibleSlotRecipe } from '@chakra-ui/react/theme';
import { CloudOff as LucideCloudOff, TriangleAlert as LucideTriangleAlert } from 'lucide-react';
import { island } from '../../components/island';
import { lightIcon } from '../../components/lightIcon';
import { useEffect, useState } from 'react';
import { useOnline } from '../../lib/useOnline';
import { useMayHold } from '../storage/mayHold';
import type { OutboxEntry } from './outbox/core';
import { onOutboxChange, outbox } from './outbox/instance';
import type { StuckMessage } from '../bookedTrip/OutboxTripLine';
import { isStuck, waitingNote, waitingSummary, type StatusContext } from './outbox/status';

/** The trip's 24-hour line and a text with the position, for messages stuck during a booked trip: loaded only where one may be kept. */
const TripLine = island<{ stuck: readonly StuckMessage[] }>(() => import('../bookedTrip/OutboxTripLine'), { what: "your trip's 24-hour line", when: 'client' });

const CloudOff = lightIcon(LucideCloudOff);
const TriangleAlert = lightIcon(LucideTriangleAlert);

// Made on first use, not when the module loads (with every page, at idle): the first
// Intl.DateTimeFormat of a page loads the browser's locale data, a long task on a phone.
let timeFormat: Intl.DateTimeFormat | undefined;
const formatTime = (ms: number) => (timeFormat ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })).format(ms);

/** The outbox's entries, and when they were read (what "next try" is measured against). */
function useOutboxEntries(): { entries: OutboxEntry[]; readAt: number } {
  const [state, setState] = useState<{ entries: OutboxEntry[]; readAt: number }>({ entries: [], readAt: 0 });
  useEffect(() => {
    let alive = true;
    const load = () =>
      outbox.list().then(
        (entries) => alive && setState({ entries, readAt: Date.now() }),
        () => undefined,
      );
    void load();
    const off = onOutboxChange(() => void load());
    return () => {
      alive = false;
      off();
    };
  }, []);
  return state;
}

export function OutboxIndicator() {
  const { entries, readAt } = useOutboxEntries();
  const online = useOnline();
  const waiting = entries.filter((e) => e.status === 'queued' || e.status === 'sending');
  const failed = entries.filter((e) => e.status === 'failed');
  const shown = [...failed, ...waiting];
  const stuck = shown.filter((e) => isStuck(e, online));
  const mayBeBooked = useMayHold('bookedTrips');
  if (!shown.length) return null;

  // Each try changes the outbox, so the list is read again and the next try said anew.
  const status: StatusContext = { online, now: readAt, formatTime };
  const summary = [waitingSummary(entries, status), failed.length ? `${failed.length} could not be sent` : '']
    .filter(Boolean)
    .join(' · ');

  return (
    <Box
      as="aside"
      aria-label="Messages waiting to be sent"
      data-testid="outbox-indicator"
      position="fixed"
      left={{ base: '3', md: '5' }}
      bottom={{ base: '3', md: '5' }}
      zIndex="banner"
      maxW="sm"
      bg="bg.panel"
      borderRadius="l3"
      borderWidth="1px"
      borderColor={failed.length ? 'red.300' : 'border'}
      boxShadow="lg"
    >
      <Collapsible.Root recipe={collapsibleSlotRecipe}>
        <HStack gap="3" px="4" py="3">
          <Box color={failed.length ? 'red.700' : 'jade.700'} aria-hidden>
            {failed.length ? <TriangleAlert size={20} /> : <CloudOff size={20} />}
          </Box>
          <Text fontSize="sm" flex="1" role="status">
            {summary}
          </Text>
          <Collapsible.Trigger asChild>
            <Button size="xs" variant="ghost">
              Details
            </Button>
          </Collapsible.Trigger>
        </HStack>
        {mayBeBooked && stuck.length > 0 && <TripLine stuck={stuck.map((e) => ({ writtenAt: e.createdAt, subject: e.payload.subject, message: e.payload.message }))} />}
        <Collapsible.Content>
          <Stack as="ul" listStyle="none" gap="3" px="4" pb="4" maxH="50vh" overflowY="auto">
            {shown.map((e) => (
              <Stack as="li" key={e.id} gap="1" borderTopWidth="1px" borderColor="border.muted" pt="3">
                <Text fontSize="sm" fontWeight="semibold">
                  {e.payload.subject}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {e.status === 'failed' ? `Not accepted by the mail service (${e.lastError ?? 'error'}).` : waitingNote(e, entries, status)}{' '}
                  Written {new Date(e.createdAt).toLocaleString()}.
                </Text>
                <HStack gap="2" pt="1">
                  <Button
                    size="xs"
                    onClick={async () => {
                      await outbox.retry(e.id);
                      await outbox.replay({ force: true });
                    }}
                    disabled={e.status === 'sending'}
                  >
                    Send now
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => void outbox.discard(e.id)} disabled={e.status === 'sending'}>
                    Discard
                  </Button>
                </HStack>
              </Stack>
            ))}
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}
