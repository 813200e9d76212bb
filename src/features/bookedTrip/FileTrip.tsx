/**
 * A trip's `.json` file picked in My Journeys: checked like a link (signature, then the trip), then
 * shown with "Keep this trip on my phone" (TripReview), or refused plainly. Loaded on the pick: My
 * Journeys lists the kept trips without this code.
 */
import { Suspense, useEffect, useState } from 'react';
import { Opening } from '../../components/Opening';
import { openFile, type Opened } from './open';
import { Refused, TripReview } from './TripReview';
import { trustedVerifier } from './trusted';

export default function FileTrip({ file }: { file: File }) {
  const [opened, setOpened] = useState<Opened>();
  useEffect(() => {
    let live = true;
    void openFile(file, trustedVerifier()).then((result) => live && setOpened(result));
    return () => {
      live = false;
    };
  }, [file]);
  if (!opened) return <Opening what="the trip" />;
  if (!opened.ok) return <Refused message={opened.message} level={3} />;
  return (
    <Suspense fallback={<Opening what="the trip" />}>
      <TripReview key={`${opened.trip.tripId}:${opened.trip.revision}`} opened={opened} level={3} />
    </Suspense>
  );
}
