/**
 * The removal of a trip kept on this phone, asked twice (the list itself: useKeptTrips.ts). Light: My Journeys lists the kept trips with it
 * without loading the trip's screens.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
// Icons that no other feature's chunk holds: one shared with another feature would be cut out of
// that feature's chunk into a file of its own, one more script on its pages.
import { CircleMinus as LucideCircleMinus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { lightIcon } from '../../components/lightIcon';
import { removeKeptTrip, type KeptTrip } from './store';
import { formatDay } from '../../trip/dates';

const CircleMinus = lightIcon(LucideCircleMinus);

export function RemoveKeptTrip({ kept }: { kept: KeptTrip }) {
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const questionId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
  }, [asking]);
  const label = `${kept.trip.title} from ${formatDay(kept.trip.start)}`;
  if (!asking)
    return (
      <Button size="sm" variant="outline" onClick={() => setAsking(true)} aria-label={`Remove ${label} from this phone`}>
        <CircleMinus aria-hidden /> Remove from this phone
      </Button>
    );
  return (
    <Stack role="group" aria-labelledby={questionId} gap="2" maxW="md" fontSize="sm">
      <Text id={questionId}>Remove {label} from this phone? Open its link or file again to keep it once more.</Text>
      <Stack direction="row" gap="2">
        <Button size="sm" colorPalette="red" onClick={() => removeKeptTrip(kept.id).catch(() => setFailed(true))}>
          Remove the trip
        </Button>
        <Button ref={keepRef} size="sm" variant="outline" onClick={() => setAsking(false)}>
          Keep it
        </Button>
      </Stack>
      {failed && <Text color="red.700">The trip could not be removed on this device. Please try again.</Text>}
    </Stack>
  );
}
