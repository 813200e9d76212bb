/**
 * In the outbox, under messages that will not go yet and were written during a kept booked trip:
 * the trip's 24-hour line, to reach a person now (a call needs no data signal). Loaded by the
 * outbox only where a message is stuck and a trip may be kept.
 */
import { Text } from '@chakra-ui/react';
import { useKeptTrips } from './useKeptTrips';
import { Reach } from './Reach';
import { tripWrittenDuring } from './sentDuring';

export default function OutboxTripLine({ writtenAt }: { writtenAt: readonly number[] }) {
  const kept = useKeptTrips();
  const during = kept && !('error' in kept) ? tripWrittenDuring(kept, writtenAt) : undefined;
  if (!during) return null;
  return (
    <Text fontSize="sm" px="4" pb="3" data-testid="outbox-trip-line">
      Need a person now? Your trip’s 24-hour line answers day or night:{' '}
      <Reach phone={during.trip.dutyPhone} who="your trip's 24-hour line" />
    </Text>
  );
}
