/**
 * The specialist's desk (/desk): a booked trip made from any itinerary of the catalogue, with its
 * dates and travellers, each day's changes (hotel, flights, transfers, guide, meeting point), the
 * trip's 24-hour phone and a note; checked (international phones, a time zone per place, every
 * flight landing after it takes off across zones); kept as a draft on this device after every
 * change; then signed and sent (DeskSend). Loaded on this page only, in the browser.
 */
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
// Icons no other feature uses, so no other feature's chunk is cut (kept.tsx says why).
import { FilePlus as LucideFilePlus, CirclePlus as LucideCirclePlus, CircleMinus as LucideCircleMinus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { lightIcon } from '../components/lightIcon';
import { Opening } from '../components/Opening';
import { site } from '../config/site';
import { itineraryDetails } from '../content/itineraryDetails';
import { itineraries } from '../content/trips';
import type { Itinerary } from '../content/types';
import type { SigningKey } from '../features/bookedTrip/keys';
import { addDays, isIsoDate } from '../trip/dates';
import { LIMITS } from '../trip/booking';
import { itineraryDays } from '../trip/trip';
import { trustedVerifier } from '../features/bookedTrip/trusted';
import { buildTrip, contentKey, emptyDraft, fieldId, loadDraft, newFlight, newTransfer, newTripId, saveDraft, type DeskDraft, type Problem, type Sent } from './draft';
import { DeskDay } from './DeskDay';
import { DeskSend } from './DeskSend';
import { SelectField, TextArea, TextField } from './fields';
import { localSigningKey } from './key';

const CirclePlus = lightIcon(LucideCirclePlus);
const FilePlus = lightIcon(LucideFilePlus);
const CircleMinus = lightIcon(LucideCircleMinus);

const ITINERARY_OPTIONS = itineraries.map((it) => ({ value: it.id, label: `${it.title} (${it.duration})` }));

function useItinerary(id: string): Itinerary | undefined {
  const [loaded, setLoaded] = useState<Itinerary>();
  useEffect(() => {
    let live = true;
    void itineraryDetails.load(id)?.then(
      (it) => live && setLoaded(it),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id]);
  return loaded?.id === id ? loaded : undefined;
}

/** The draft, kept on this device after every change; `kept` is false where the browser refuses. */
function useDraft(): [DeskDraft, (change: (d: DeskDraft) => DeskDraft) => void, boolean] {
  const [draft, setDraft] = useState<DeskDraft>(() => loadDraft() ?? emptyDraft(itineraries[0]!.id, site.dutyPhone.display));
  // Asked once, by keeping the draft as it starts: a few kilobytes, so a later write fails only where this one did.
  const [kept] = useState(() => saveDraft(draft));
  useEffect(() => {
    saveDraft(draft);
  }, [draft]);
  return [draft, (change) => setDraft((d) => change(d)), kept];
}

function useSigningKey(): [SigningKey | undefined, 'local' | 'file' | undefined, (key: SigningKey) => void] {
  const [key, setKey] = useState<{ key: SigningKey; origin: 'local' | 'file' }>();
  useEffect(() => {
    let live = true;
    void localSigningKey().then((read) => {
      if (live && read?.ok) setKey((k) => k ?? { key: read.key, origin: 'local' });
    });
    return () => {
      live = false;
    };
  }, []);
  return [key?.key, key?.origin, (picked) => setKey({ key: picked, origin: 'file' })];
}

function Travellers({ draft, update, problems }: { draft: DeskDraft; update: (c: (d: DeskDraft) => DeskDraft) => void; problems: ReadonlyMap<string, string> }) {
  const setName = (i: number) => (name: string) => update((d) => ({ ...d, travellers: d.travellers.map((t, k) => (k === i ? name : t)) }));
  return (
    <Stack gap="3">
      {draft.travellers.map((name, i) => (
        <Box key={i} display="flex" gap="2" alignItems="flex-end">
          <Box flex="1">
            <TextField id={fieldId.traveller(i)} label={`Traveller ${i + 1}`} value={name} onChange={setName(i)} problem={problems.get(fieldId.traveller(i))} required={i === 0} maxLength={LIMITS.name} autoComplete="off" />
          </Box>
          {draft.travellers.length > 1 && (
            <Button size="sm" variant="ghost" mb="1" onClick={() => update((d) => ({ ...d, travellers: d.travellers.filter((_, k) => k !== i) }))} aria-label={`Remove traveller ${i + 1}`}>
              <CircleMinus aria-hidden />
            </Button>
          )}
        </Box>
      ))}
      {draft.travellers.length < LIMITS.travellers && (
        <Box>
          <Button size="sm" variant="outline" onClick={() => update((d) => ({ ...d, travellers: [...d.travellers, ''] }))}>
            <CirclePlus aria-hidden /> Add a traveller
          </Button>
        </Box>
      )}
    </Stack>
  );
}

export default function Desk() {
  const [draft, update, kept] = useDraft();
  const itinerary = useItinerary(draft.itineraryId);
  const [signingKey, keyOrigin, pickKey] = useSigningKey();
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string>();
  const [outcome, setOutcome] = useState<{ sent: Sent; unchanged: boolean }>();
  const [confirmingNew, setConfirmingNew] = useState(false);

  const plan = useMemo(() => (itinerary ? itineraryDays(itinerary) : []), [itinerary]);
  const built = useMemo(() => (itinerary ? buildTrip(draft, { title: itinerary.title, plan }) : undefined), [draft, itinerary, plan]);
  // Problems show once a send has been tried, and then follow every change.
  const problems = useMemo<readonly Problem[]>(() => (tried && built && !built.ok ? built.problems : []), [tried, built]);
  const problemMap = useMemo(() => new Map(problems.map((p) => [p.field, p.message])), [problems]);
  const start = isIsoDate(draft.start) ? draft.start : undefined;

  const send = async () => {
    setTried(true);
    setMessage(undefined);
    if (!built || !built.ok || !signingKey) {
      setOutcome(undefined);
      return;
    }
    setSending(true);
    // The signing code loads on the first send: the desk opens without it.
    const sender = await import('./send').catch(() => undefined);
    const result = sender
      ? await sender.sealTrip(built.content, draft.sent, signingKey, trustedVerifier(), window.location.origin, new Date())
      : { ok: false as const, message: "We couldn't load the code that signs the trip. Check the connection and send again: the trip is kept." };
    setSending(false);
    if (!result.ok) {
      setOutcome(undefined);
      setMessage(result.message);
      return;
    }
    update((d) => ({ ...d, sent: result.sent }));
    setOutcome({ sent: result.sent, unchanged: result.unchanged });
  };

  const startNew = () => {
    update((d) => ({ ...emptyDraft(d.itineraryId, d.dutyPhone), tripId: newTripId() }));
    setOutcome(undefined);
    setTried(false);
    setConfirmingNew(false);
  };

  /** Where the last revision sent stands against the trip as it is now. */
  const sentNote = (sent: Sent) => {
    if (outcome?.sent === sent) return outcome.unchanged ? `Nothing changed since revision ${sent.revision} was sent: here it is again.` : `Revision ${sent.revision} is signed and ready to send.`;
    const changed = !built?.ok || contentKey(built.content) !== sent.content;
    return changed ? `Revision ${sent.revision} was sent. The trip has changed since: send it again to make revision ${sent.revision + 1}.` : `Revision ${sent.revision} was sent: here it is again.`;
  };

  const set = <K extends keyof DeskDraft>(key: K) => (value: DeskDraft[K]) => update((d) => ({ ...d, [key]: value }));

  return (
    <Stack gap="10">
      <Text role="status" fontSize="sm" color={kept ? 'fg.muted' : 'red.700'}>
        {kept
          ? `Trip ${draft.tripId}${draft.sent ? `, revision ${draft.sent.revision} sent` : ', not sent yet'}. Kept on this device as you type: a reload loses nothing.`
          : 'This browser does not keep the draft on this device: a reload would lose it. Send the trip before you leave the page.'}
      </Text>
      <Stack as="section" aria-labelledby="desk-trip-heading" gap="5">
        <Heading as="h2" id="desk-trip-heading" size={{ base: 'xl', md: '2xl' }}>
          The trip
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField id="desk-itinerary" label="Itinerary" value={draft.itineraryId} options={ITINERARY_OPTIONS} onChange={set('itineraryId')} hint="The day plan the trip starts from." />
          <TextField id={fieldId.start} label="Start date" type="date" value={draft.start} onChange={set('start')} problem={problemMap.get(fieldId.start)} required hint={start && plan.length ? `Ends ${addDays(start, plan.length - 1)} (${plan.length} days).` : undefined} />
          <TextField
            id={fieldId.dutyPhone}
            label="24-hour phone for this trip"
            type="tel"
            value={draft.dutyPhone}
            onChange={set('dutyPhone')}
            problem={problemMap.get(fieldId.dutyPhone)}
            required
            maxLength={24}
            hint="In international form, with + and the country code."
          />
        </SimpleGrid>
        <Travellers draft={draft} update={update} problems={problemMap} />
        <TextArea id={fieldId.note} label="A note for the traveller" value={draft.note} onChange={set('note')} problem={problemMap.get(fieldId.note)} maxLength={LIMITS.note} />
      </Stack>
      <Stack as="section" aria-labelledby="desk-days-heading" gap="3">
        <Heading as="h2" id="desk-days-heading" size={{ base: 'xl', md: '2xl' }}>
          Day by day
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Open a day to change its hotel or add flights, transfers, a guide or a meeting point. Times are local where each takes place.
        </Text>
        {!itinerary ? (
          <Opening what="the day plan" />
        ) : (
          plan.map((p) => (
            <DeskDay
              key={`${draft.itineraryId}-${p.number}`}
              plan={p}
              start={start}
              length={plan.length}
              value={draft.days[String(p.number)]}
              flights={draft.flights.filter((f) => f.day === p.number)}
              transfers={draft.transfers.filter((t) => t.day === p.number)}
              problems={problemMap}
              onDay={(value) => update((d) => ({ ...d, days: { ...d.days, [String(p.number)]: value } }))}
              onFlight={(flight) => update((d) => ({ ...d, flights: d.flights.map((f) => (f.id === flight.id ? flight : f)) }))}
              onAddFlight={() => update((d) => ({ ...d, flights: [...d.flights, newFlight(p.number)] }))}
              onRemoveFlight={(id) => update((d) => ({ ...d, flights: d.flights.filter((f) => f.id !== id) }))}
              onTransfer={(transfer) => update((d) => ({ ...d, transfers: d.transfers.map((t) => (t.id === transfer.id ? transfer : t)) }))}
              onAddTransfer={() => update((d) => ({ ...d, transfers: [...d.transfers, newTransfer(p.number)] }))}
              onRemoveTransfer={(id) => update((d) => ({ ...d, transfers: d.transfers.filter((t) => t.id !== id) }))}
            />
          ))
        )}
      </Stack>
      <DeskSend
        signingKey={signingKey}
        keyOrigin={keyOrigin}
        onKey={pickKey}
        onSend={() => void send()}
        sending={sending}
        problems={tried ? problems : undefined}
        message={message}
        sent={draft.sent && { sent: draft.sent, note: sentNote(draft.sent) }}
      />
      <Box borderTopWidth="1px" borderColor="border.muted" pt="6">
        {confirmingNew ? (
          <Stack role="group" aria-label="Start a new trip" gap="2" maxW="xl">
            <Text>Start a new trip? This one's draft is replaced on this device. What was sent stays valid on travellers' phones.</Text>
            <Box display="flex" gap="2">
              <Button size="sm" colorPalette="red" onClick={startNew}>
                Start a new trip
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirmingNew(false)}>
                Keep working on this one
              </Button>
            </Box>
          </Stack>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setConfirmingNew(true)}>
            <FilePlus aria-hidden /> Start a new trip
          </Button>
        )}
      </Box>
    </Stack>
  );
}
