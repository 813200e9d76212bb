/**
 * A planned trip's "Ready offline" line on My Journeys: what it needs offline (tripParts.ts)
 * looked up in Cache Storage; all there, "Ready offline"; otherwise "N missing", what they are, and
 * a button that has the service worker fetch them again, which says plainly when offline that it
 * cannot. Loaded with My Journeys, after start-up.
 */
import { Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { CircleAlert as LucideCircleAlert, CircleCheck as LucideCircleCheck, RefreshCw as LucideRefreshCw } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { useEffect, useState } from 'react';
import { getCountry } from '../../content/countries';
import { itineraryDetails } from '../../content/itineraryDetails';
import { destinationDetails } from '../../content/placeDetails';
import type { Itinerary, PlaceRef } from '../../content/types';
import { useOnline } from '../../lib/useOnline';
import { countDocuments, subscribeDocuments } from '../documents/store';
import { missingParts, refetchParts } from './caches';
import { precachedPhotoUrls } from './pagePhotos';
import { tripParts, type OfflinePart, type TripPlace } from './tripParts';

const CircleAlert = lightIcon(LucideCircleAlert);
const CircleCheck = lightIcon(LucideCircleCheck);
const RefreshCw = lightIcon(LucideRefreshCw);

type Check = { state: 'checking' } | { state: 'unknown' } | { state: 'done'; parts: readonly OfflinePart[]; missing: readonly OfflinePart[] };

/** The trip's parts and which of them Cache Storage lacks. */
async function checkTrip(itineraryId: string): Promise<Check> {
  let it: Itinerary | undefined;
  // Its places with their details: their pages show their experiences' photos.
  const places = new Map<PlaceRef, TripPlace>();
  try {
    it = await itineraryDetails.load(itineraryId);
    const refs = it?.places ?? [];
    const loaded = await Promise.all(refs.map((ref) => destinationDetails.load(ref)));
    refs.forEach((ref, i) => loaded[i] && places.set(ref, loaded[i]));
  } catch {
    it = undefined;
  }
  if (!it) return { state: 'unknown' };
  const parts = tripParts(it, { place: (ref) => places.get(ref), countryName: (c) => getCountry(c)?.name ?? c, photo: precachedPhotoUrls });
  const missing = await missingParts(parts);
  return missing ? { state: 'done', parts, missing } : { state: 'unknown' };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export interface TripOfflineProps {
  itineraryId: string;
  title: string;
  /** The planned trip's id: its travel documents are parts too, always there (on the device). */
  plan: string;
}

/** How many travel documents the trip has, current after each change. */
function useDocumentCount(plan: string): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    const read = () => void countDocuments(plan).then((n) => live && setCount(n));
    read();
    const stop = subscribeDocuments(read);
    return () => {
      live = false;
      stop();
    };
  }, [plan]);
  return count;
}

export default function TripOffline({ itineraryId, title, plan }: TripOfflineProps) {
  const documents = useDocumentCount(plan);
  const online = useOnline();
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [note, setNote] = useState<string>();
  const [busy, setBusy] = useState(false);

  // Counts the looks: a fetch again asks for another.
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    void checkTrip(itineraryId).then((c) => live && setCheck(c));
    return () => {
      live = false;
    };
  }, [itineraryId, round]);

  const fetchAgain = async (missing: readonly OfflinePart[]) => {
    if (!navigator.onLine) {
      setNote(`You're offline, so the ${plural(missing.length, 'missing part')} cannot be fetched now. Try again once you have a connection.`);
      return;
    }
    setBusy(true);
    setNote(undefined);
    try {
      const answer = await refetchParts(missing.map((p) => p.url));
      setNote(answer.failed.length ? `${plural(answer.failed.length, 'part')} could not be fetched. Check your connection and try again.` : undefined);
    } catch {
      setNote('This browser is not running our offline helper yet. Reload the page while online, then try again.');
    } finally {
      setBusy(false);
      setRound((r) => r + 1);
    }
  };

  if (check.state === 'checking') {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="ready-offline">
        Checking what is kept for offline…
      </Text>
    );
  }
  if (check.state === 'unknown') {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="ready-offline">
        This browser does not keep pages for offline use, so we cannot check this trip.
      </Text>
    );
  }
  const { parts, missing } = check;
  return (
    <Stack gap="2" fontSize="sm" data-testid="ready-offline" data-missing={missing.length}>
      {missing.length === 0 ? (
        <HStack gap="2" color="jade.800" fontWeight="semibold">
          <CircleCheck size={16} aria-hidden />
          <Text>Ready offline</Text>
          <Text as="span" fontWeight="normal" color="fg.muted">
            ({plural(parts.length + documents, 'part')} kept on this device{documents ? `, including ${plural(documents, 'travel document')}` : ''})
          </Text>
        </HStack>
      ) : (
        <>
          <HStack gap="2" color="red.700" fontWeight="semibold" wrap="wrap">
            <CircleAlert size={16} aria-hidden />
            <Text>
              {missing.length} missing
              <chakra.span srOnly> for offline use of {title}</chakra.span>
            </Text>
            <Button size="xs" variant="outline" loading={busy} loadingText="Fetching…" onClick={() => void fetchAgain(missing)} aria-label={`Fetch the ${plural(missing.length, 'missing part')} of ${title} again`}>
              <RefreshCw aria-hidden /> Fetch again
            </Button>
          </HStack>
          {!online && !note && <Text color="fg.muted">You're offline: the missing parts can be fetched once you have a connection.</Text>}
          <chakra.details>
            <chakra.summary cursor="pointer" color="jade.800">
              What is missing
            </chakra.summary>
            <Box as="ul" ps="5" mt="1" listStyleType="disc">
              {missing.map((p) => (
                <li key={p.url}>{p.label}</li>
              ))}
            </Box>
          </chakra.details>
        </>
      )}
      <Box role="status" aria-live="polite">
        {note && <Text color="red.700">{note}</Text>}
      </Box>
    </Stack>
  );
}
