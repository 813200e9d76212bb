/**
 * A kept trip's boarding passes and tickets on /trip and Today: the one file picker that adds one
 * (a picture of the code, a PDF, an Apple Wallet pass), each pass's line with "Show boarding pass"
 * and its removal, and whether the trip's passes are ready offline. Thin: reading a file loads
 * read.ts on the pick, the full-screen code loads ShowPass.tsx on the tap. Every value shown is
 * text: a pass's message or fields never render as markup.
 */
import { Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { island } from '../../components/island';
import { OutcomeStatus, type Outcome } from '../../components/OutcomeStatus';
import { useOnline } from '../../lib/useOnline';
import type { BookedTrip } from '../../trip/booking';
import { formatDay, type IsoDate } from '../../trip/dates';
import type { PassLeg, TripPass } from '../../trip/passes';
import { addPassFile, passTitle } from './addPass';
import { PASS_FILE_TYPES } from './messages';
import type { ShowPassProps } from './ShowPass';

const ShowPassCard = island<ShowPassProps>(() => import('./ShowPass'), { what: 'the boarding pass', when: 'client' });

/** What the picker accepts: pictures, PDF and Wallet passes (by extension and type). */
export const PASS_ACCEPT = PASS_FILE_TYPES.join(',');

export function AddPass({ trip, label = 'Add a boarding pass or ticket' }: { trip: Pick<BookedTrip, 'tripId' | 'title'>; label?: string }) {
  const inputId = useId();
  const helpId = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setOutcome(undefined);
    setOutcome(await addPassFile(file, trip));
    input.value = '';
    setBusy(false);
  };
  return (
    <Stack gap="1" fontSize="sm" data-testid="add-pass">
      <chakra.label htmlFor={inputId} fontWeight="semibold">
        {label}
        <chakra.span srOnly> to {trip.title}</chakra.span>
      </chakra.label>
      <chakra.input id={inputId} type="file" accept={PASS_ACCEPT} onChange={(e) => void onChange(e)} disabled={busy} aria-describedby={helpId} maxW="full" />
      <Text id={helpId} color="fg.muted">
        A screenshot or photo of the code, a PDF or an Apple Wallet pass: read and kept on your phone, never sent.
      </Text>
      {busy && <Text color="fg.muted">Reading the code…</Text>}
      <OutcomeStatus outcome={outcome} testId="pass-outcome" />
    </Stack>
  );
}

/** A kept pass: what it is for, "Show boarding pass" and its removal (asked first). */
export function PassLine({ pass, leg, date, unmatched = false }: { pass: TripPass; leg?: PassLeg; date?: IsoDate; unmatched?: boolean }) {
  const [showing, setShowing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  useEffect(() => {
    if (asking) keepRef.current?.focus();
  }, [asking]);
  const title = passTitle(pass, leg);
  const kind = pass.boarding ? 'boarding pass' : 'ticket';
  const remove = () =>
    import('./store')
      .then(({ removePass }) => removePass(pass.id))
      .catch(() => setFailed(true));
  return (
    <Stack gap="1.5" fontSize="sm" bg="bg.sand" borderRadius="l2" px="3" py="2" data-testid="kept-pass">
      <Text fontWeight="semibold">
        {pass.boarding ? 'Boarding pass' : 'Ticket'}
        {pass.boarding && `: ${title}`}
      </Text>
      {unmatched && date && <Text>For {formatDay(date)}: it matches no flight booked on this trip.</Text>}
      {leg?.sequence && <Text color="fg.muted">Check-in sequence {leg.sequence}</Text>}
      <HStack gap="2" wrap="wrap">
        <Button ref={opener} size="sm" colorPalette="jade" onClick={() => setShowing(true)}>
          {pass.boarding ? 'Show boarding pass' : 'Show ticket'}
          {pass.boarding && <chakra.span srOnly> {title}</chakra.span>}
        </Button>
        {!asking && (
          <Button size="sm" variant="ghost" onClick={() => setAsking(true)} aria-label={`Remove ${kind} ${pass.boarding ? title : ''}`.trim()}>
            Remove
          </Button>
        )}
      </HStack>
      {asking && (
        <HStack role="group" aria-labelledby={questionId} gap="2" wrap="wrap">
          <Text id={questionId} flexBasis="full">
            Remove this {kind} from this phone? It is kept nowhere else.
          </Text>
          <Button size="xs" colorPalette="red" onClick={() => void remove()}>
            Remove {kind}
          </Button>
          <Button ref={keepRef} size="xs" variant="outline" onClick={() => setAsking(false)}>
            Keep it
          </Button>
        </HStack>
      )}
      {failed && <Text color="red.700">The pass could not be removed on this device. Please try again.</Text>}
      {showing && (
        <ShowPassCard
          pass={pass}
          {...(date && { date })}
          {...(leg && { leg })}
          onClosed={() => {
            setShowing(false);
            opener.current?.focus();
          }}
        />
      )}
    </Stack>
  );
}

/** The trip's passes for offline: how many are kept here, and whether the reader that draws them again is. */
export function PassesReady({ count }: { count: number }) {
  const online = useOnline();
  const [kept, setKept] = useState<boolean>();
  useEffect(() => {
    let live = true;
    void import('./readerFile').then(async ({ keepPassReader, passReaderKept }) => {
      // Shown online, the reader is kept (a trip kept before passes came, or a cache the browser dropped).
      if (navigator.onLine) await keepPassReader();
      const answer = await passReaderKept();
      if (live) setKept(answer);
    });
    return () => {
      live = false;
    };
  }, [online]);
  if (!count) return null;
  const passes = `${count} ${count === 1 ? 'pass or ticket' : 'passes and tickets'}`;
  return (
    <Box fontSize="sm" data-testid="passes-ready" data-ready={String(kept === true)}>
      {kept === false ? (
        <Text color="red.700">{passes} kept on this phone; the code reader that shows them is not kept for offline yet. Open this page once with a connection.</Text>
      ) : (
        <Text color="jade.800">Ready offline: {passes} kept on this phone{kept ? ', with the reader that shows their codes' : ''}.</Text>
      )}
    </Box>
  );
}
