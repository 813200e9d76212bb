/**
 * In the outbox, under messages that will not go yet and were written during a kept booked trip:
 * the trip's 24-hour line, to reach a person now (a call needs no data signal), and "Text my
 * position to the 24-hour line" with the newest such message's first words (an SMS needs no data
 * either). Loaded by the outbox only where a message is stuck and a trip may be kept.
 */
import { Box, Text } from '@chakra-ui/react';
import { TextPosition } from './TextPosition';
import { useKeptTrips } from './useKeptTrips';
import { Reach } from './Reach';
import { tripWrittenDuring } from './sentDuring';

/** A message that will not go for now, as the outbox gives it: its words go into the text. */
export interface StuckMessage {
  readonly writtenAt: number;
  readonly subject: string;
  readonly message?: string;
}

/** 'Our driver has not come: We are waiting in the lobby.' */
const wordsOf = (m: StuckMessage) => [m.subject, m.message].map((t) => t?.trim()).filter(Boolean).join(': ');

export default function OutboxTripLine({ stuck }: { stuck: readonly StuckMessage[] }) {
  const kept = useKeptTrips();
  const list = kept && !('error' in kept) ? kept : undefined;
  const during = list && tripWrittenDuring(list, stuck.map((m) => m.writtenAt));
  if (!list || !during) return null;
  const newest = stuck.filter((m) => tripWrittenDuring([during], [m.writtenAt])).sort((a, b) => b.writtenAt - a.writtenAt)[0];
  return (
    <Box fontSize="sm" px="4" pb="3" data-testid="outbox-trip-line">
      <Text>
        Need a person now? Your trip’s 24-hour line answers day or night:{' '}
        <Reach phone={during.trip.dutyPhone} who="your trip's 24-hour line" text={false} />
      </Text>
      <TextPosition trip={during.trip} {...(newest && { waiting: wordsOf(newest) })} />
    </Box>
  );
}
