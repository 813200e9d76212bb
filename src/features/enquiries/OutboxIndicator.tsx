/**
 * Shows what is waiting in the outbox or failed, with 'Send now' and 'Discard' for each message.
 * (What keeps the outbox moving is outbox/retries.ts, started by the app.)
 */
import { Box, Button, Collapsible, HStack, Stack, Text } from '@chakra-ui/react';
import { collapsibleSlotRecipe } from '@chakra-ui/react/theme';
import { CloudOff, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { OutboxEntry } from './outbox/core';
import { onOutboxChange, outbox } from './outbox/instance';

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

export function OutboxIndicator() {
  const entries = useOutboxEntries();
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
