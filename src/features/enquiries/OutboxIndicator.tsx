/**
 * Keeps the outbox moving while the site is open (replay on start, on `online` and on a backoff
 * timer) and shows what is waiting or failed, with 'Send now' and 'Discard' for each message.
 */
import { Box, Button, Collapsible, HStack, Stack, Text } from '@chakra-ui/react';
import { CloudOff, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { OutboxEntry } from './outbox';
import { onOutboxChange, outbox, replayOutbox } from './replay';

/** Longest wait between checks while something is queued (the backoff cap). */
const MAX_TIMER_MS = 15 * 60_000;

function useOutboxEntries(): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    let alive = true;
    const load = () =>
      outbox.list().then(
        (list) => alive && setEntries(list),
        () => undefined,
      );
    void load();
    const off = onOutboxChange(() => void load());
    return () => {
      alive = false;
      off();
    };
  }, []);
  return entries;
}

/** Sends what is due while online; a failed replay leaves its entries queued, so nothing to report. */
function replayIfOnline(options?: { reconnected?: boolean }): void {
  if (navigator.onLine) void replayOutbox(options).catch(() => undefined);
}

/** Replays on start, when the connection returns, and when the next retry is due. */
function useReplayTriggers(entries: OutboxEntry[]) {
  useEffect(() => {
    // Start-up and `online` mean the connection is (back) up: what only the network held back goes now.
    const reconnected = () => replayIfOnline({ reconnected: true });
    reconnected();
    window.addEventListener('online', reconnected);
    return () => window.removeEventListener('online', reconnected);
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    void outbox.nextDue().then((due) => {
      if (due === undefined) return;
      timer = setTimeout(() => replayIfOnline(), Math.min(MAX_TIMER_MS, Math.max(1000, due - Date.now())));
    });
    return () => clearTimeout(timer);
  }, [entries]);
}

export function OutboxIndicator() {
  const entries = useOutboxEntries();
  useReplayTriggers(entries);
  const waiting = entries.filter((e) => e.status === 'queued' || e.status === 'sending');
  const failed = entries.filter((e) => e.status === 'failed');
  const shown = [...failed, ...waiting];
  if (!shown.length) return null;

  const summary = [
    waiting.length ? `${waiting.length} message${waiting.length > 1 ? 's' : ''} waiting to be sent` : '',
    failed.length ? `${failed.length} could not be sent` : '',
  ]
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
      <Collapsible.Root>
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
        <Collapsible.Content>
          <Stack as="ul" listStyle="none" gap="3" px="4" pb="4" maxH="50vh" overflowY="auto">
            {shown.map((e) => (
              <Stack as="li" key={e.id} gap="1" borderTopWidth="1px" borderColor="border.muted" pt="3">
                <Text fontSize="sm" fontWeight="semibold">
                  {e.payload.subject}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {e.status === 'failed'
                    ? `Not accepted by the mail service (${e.lastError ?? 'error'}).`
                    : 'Saved on this device; it will be sent automatically when the connection returns.'}{' '}
                  Written {new Date(e.createdAt).toLocaleString()}.
                </Text>
                <HStack gap="2" pt="1">
                  <Button
                    size="xs"
                    onClick={async () => {
                      await outbox.retry(e.id);
                      await replayOutbox({ force: true });
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
