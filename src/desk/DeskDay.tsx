/**
 * One day at the desk: the night's hotel (when it is not the planned one, or to add its address in
 * the local script, phone and confirmation), the guide, a meeting point, and the day's flights and
 * transfers. Folded away until opened; opened when something in it needs fixing.
 */
import { Box, Button, chakra, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
// Icons no other feature uses, so no other feature's chunk is cut (kept.tsx says why).
import { CirclePlus as LucideCirclePlus, CircleMinus as LucideCircleMinus } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { lightIcon } from '../components/lightIcon';
import { airportZone, getAirport } from '../content/airports';
import type { PlanDay } from '../trip/trip';
import { addDays, formatDay } from '../trip/dates';
import { knownTimeZones } from '../trip/zones';
import { departureDays, EMPTY_DAY, fieldId, type DraftDay, type DraftFlight, type DraftGuide, type DraftHotel, type DraftMeeting, type DraftTransfer } from './draft';
import { SelectField, TextField } from './fields';

const CirclePlus = lightIcon(LucideCirclePlus);
const CircleMinus = lightIcon(LucideCircleMinus);

export interface DeskDayProps {
  readonly plan: PlanDay;
  /** The trip's start, once chosen: each day's date, and a flight's, follow from it. */
  readonly start: string | undefined;
  /** How many days the trip has: the last has no night, and its flights may leave the day after. */
  readonly length: number;
  readonly value: DraftDay | undefined;
  readonly flights: readonly DraftFlight[];
  readonly transfers: readonly DraftTransfer[];
  readonly problems: ReadonlyMap<string, string>;
  readonly onDay: (day: DraftDay) => void;
  readonly onFlight: (flight: DraftFlight) => void;
  readonly onAddFlight: () => void;
  readonly onRemoveFlight: (id: string) => void;
  readonly onTransfer: (transfer: DraftTransfer) => void;
  readonly onAddTransfer: () => void;
  readonly onRemoveTransfer: (id: string) => void;
}

function Part({ legend, children, hint }: { legend: string; children: ReactNode; hint?: ReactNode }) {
  return (
    <chakra.fieldset borderWidth="1px" borderColor="border.muted" borderRadius="l2" p="4" minW="0">
      <chakra.legend px="1" fontWeight="semibold">
        {legend}
      </chakra.legend>
      {hint && (
        <Text fontSize="sm" color="fg.muted" mb="3">
          {hint}
        </Text>
      )}
      {children}
    </chakra.fieldset>
  );
}

const ARRIVAL_DAYS = [
  { value: '0', label: 'The same day' },
  { value: '1', label: 'The next day' },
  { value: '2', label: 'Two days later' },
];

let zoneOptions: { value: string; label: string }[] | undefined;
function zones(): { value: string; label: string }[] {
  return (zoneOptions ??= [{ value: '', label: 'Choose a time zone' }, ...knownTimeZones().map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))]);
}

function AirportZone({ id, iata, value, problem, onChange }: { id: string; iata: string; value: string; problem?: string; onChange: (zone: string) => void }) {
  const code = iata.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return null;
  const airport = getAirport(code);
  if (airport)
    return (
      <Text fontSize="xs" color="fg.muted" gridColumn="1 / -1">
        {code}: {airport.name}, {airport.city} (times local, {airportZone(code)})
      </Text>
    );
  return <SelectField id={id} label={`Time zone of ${code}`} value={value} options={zones()} onChange={onChange} problem={problem} required />;
}

/** 'The day before day 1 (Sat 13 Mar 2027)': where a flight entered under `day` may leave. */
function leavesOptions(day: number, length: number, start: string | undefined): { value: string; label: string }[] {
  const words = (offset: number) =>
    offset === 0 ? `On day ${day}` : offset === -1 ? `The day before day ${day}` : offset === -2 ? `Two days before day ${day}` : `The day after day ${day}`;
  return departureDays(day, length).map((offset) => ({ value: String(offset), label: `${words(offset)}${start ? ` (${formatDay(addDays(start, day - 1 + offset))})` : ''}` }));
}

function FlightFields({ n, day, length, start, flight, problems, onChange, onRemove }: { n: number; day: number; length: number; start: string | undefined; flight: DraftFlight; problems: ReadonlyMap<string, string>; onChange: (f: DraftFlight) => void; onRemove: () => void }) {
  const id = (part: keyof DraftFlight) => fieldId.flight(flight.id, part);
  const set = (part: keyof DraftFlight) => (value: string) => onChange({ ...flight, [part]: part === 'arriveDays' || part === 'departDays' ? Number(value) : value });
  const leaves = leavesOptions(day, length, start);
  const text = (part: keyof DraftFlight, label: string, extra: object = {}) => (
    <TextField id={id(part)} label={label} value={String(flight[part])} onChange={set(part)} problem={problems.get(id(part))} {...extra} />
  );
  return (
    <Part legend={`Flight ${n} on day ${day}`}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        {text('carrier', 'Airline code', { required: true, maxLength: 2, autoCapitalize: 'characters', placeholder: 'AI' })}
        {text('number', 'Flight number', { required: true, maxLength: 5, inputMode: 'numeric', placeholder: '491' })}
        {text('from', 'From (airport code)', { required: true, maxLength: 3, autoCapitalize: 'characters', placeholder: 'DEL' })}
        {text('to', 'To (airport code)', { required: true, maxLength: 3, autoCapitalize: 'characters', placeholder: 'JAI' })}
        <AirportZone id={id('fromZone')} iata={flight.from} value={flight.fromZone} problem={problems.get(id('fromZone'))} onChange={set('fromZone')} />
        <AirportZone id={id('toZone')} iata={flight.to} value={flight.toZone} problem={problems.get(id('toZone'))} onChange={set('toZone')} />
        {leaves.length > 1 && <SelectField id={id('departDays')} label="Leaves" value={String(flight.departDays ?? 0)} options={leaves} onChange={set('departDays')} problem={problems.get(id('departDays'))} />}
        {text('departTime', 'Departs (local time)', { required: true, type: 'time' })}
        {text('arriveTime', 'Arrives (local time)', { required: true, type: 'time' })}
        <SelectField id={id('arriveDays')} label="Lands" value={String(flight.arriveDays)} options={ARRIVAL_DAYS} onChange={set('arriveDays')} />
        {text('terminal', 'Terminal', { maxLength: 12 })}
        {text('bookingRef', 'Booking reference', { maxLength: 20, autoCapitalize: 'characters' })}
      </SimpleGrid>
      <Button mt="3" size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove flight ${n} on day ${day}`}>
        <CircleMinus aria-hidden /> Remove this flight
      </Button>
    </Part>
  );
}

function TransferFields({ n, day, transfer, problems, onChange, onRemove }: { n: number; day: number; transfer: DraftTransfer; problems: ReadonlyMap<string, string>; onChange: (t: DraftTransfer) => void; onRemove: () => void }) {
  const id = (part: keyof DraftTransfer) => fieldId.transfer(transfer.id, part);
  const text = (part: keyof DraftTransfer, label: string, extra: object = {}) => (
    <TextField id={id(part)} label={label} value={String(transfer[part])} onChange={(value) => onChange({ ...transfer, [part]: value })} problem={problems.get(id(part))} {...extra} />
  );
  return (
    <Part legend={`Transfer ${n} on day ${day}`}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
        {text('time', 'Pick-up time', { required: true, type: 'time' })}
        {text('from', 'Pick-up place', { required: true, maxLength: 160, placeholder: 'Hotel lobby' })}
        {text('to', 'To', { required: true, maxLength: 160 })}
        {text('driverName', "Driver's name", { maxLength: 80, autoComplete: 'off' })}
        {text('driverPhone', "Driver's phone", { type: 'tel', maxLength: 24, placeholder: '+91 98100 12345', autoComplete: 'off' })}
        {text('vehicle', 'Vehicle', { maxLength: 80, placeholder: 'White Toyota Innova, DL 1C 1234' })}
      </SimpleGrid>
      <Button mt="3" size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove transfer ${n} on day ${day}`}>
        <CircleMinus aria-hidden /> Remove this transfer
      </Button>
    </Part>
  );
}

export function DeskDay(props: DeskDayProps) {
  const { plan, start, length, value = EMPTY_DAY, flights, transfers, problems } = props;
  const day = plan.number;
  const date = start && addDays(start, day - 1);
  const last = day === length;
  const setHotel = (part: keyof DraftHotel) => (v: string) => props.onDay({ ...value, hotel: { ...value.hotel, [part]: v } });
  const setGuide = (part: keyof DraftGuide) => (v: string) => props.onDay({ ...value, guide: { ...value.guide, [part]: v } });
  const setMeeting = (part: keyof DraftMeeting) => (v: string) => props.onDay({ ...value, meetingPoint: { ...value.meetingPoint, [part]: v } });
  const hotel = (part: keyof DraftHotel, label: string, extra: object = {}) => (
    <TextField id={fieldId.hotel(day, part)} label={label} value={value.hotel[part]} onChange={setHotel(part)} problem={problems.get(fieldId.hotel(day, part))} {...extra} />
  );
  const prefix = `desk-day-${day}-`;
  const needsFixing = [...problems.keys()].some((k) => k.startsWith(prefix) || flights.some((f) => k.startsWith(`desk-flight-${f.id}-`)) || transfers.some((t) => k.startsWith(`desk-transfer-${t.id}-`)));
  const summaryId = `desk-day-${day}-summary`;
  // Opened by the specialist, or by a send that found something to fix in it. Left to the
  // browser otherwise: a render between a click and its toggle event must not close it again.
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (needsFixing && details.current) details.current.open = true;
  }, [needsFixing]);
  const changed = [value.hotel.name.trim() && `hotel: ${value.hotel.name.trim()}`, flights.length && `${flights.length} ${flights.length === 1 ? 'flight' : 'flights'}`, transfers.length && `${transfers.length} ${transfers.length === 1 ? 'transfer' : 'transfers'}`, value.guide.name.trim() && 'guide', value.meetingPoint.place.trim() && 'meeting point'].filter(Boolean);

  return (
    <chakra.details ref={details} borderWidth="1px" borderColor="border.muted" borderRadius="l3" bg="bg.panel" aria-labelledby={summaryId} data-testid="desk-day">
      <chakra.summary px={{ base: '4', md: '5' }} py="3" cursor="pointer" _focusVisible={{ outline: '2px solid', outlineColor: 'jade.600', outlineOffset: '2px' }}>
        <Heading as="h3" size="md" display="inline" id={summaryId}>
          Day {day}
          {date ? ` · ${formatDay(date)}` : ''} · {plan.plan.title}
        </Heading>
        {changed.length > 0 && (
          <Text as="span" fontSize="sm" color="fg.muted">
            {' '}
            ({changed.join(', ')})
          </Text>
        )}
      </chakra.summary>
      <Stack gap="4" px={{ base: '4', md: '5' }} pb="5">
        {!last && (
          <Part legend={`Hotel for night ${day}`} hint={`Planned: ${plan.plan.accommodation}. Leave these empty to keep it; fill them in to book another hotel or to add the planned one's details.`}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {hotel('name', 'Hotel name', { maxLength: 120, placeholder: plan.plan.accommodation })}
              {hotel('address', 'Address', { maxLength: 300 })}
              {hotel('localName', 'Hotel name in the local script', { maxLength: 120 })}
              {hotel('localAddress', 'Address in the local script', { maxLength: 300 })}
              {hotel('phone', 'Hotel phone', { type: 'tel', maxLength: 24, placeholder: '+91 562 223 1515' })}
              {hotel('confirmation', 'Confirmation number', { maxLength: 40 })}
            </SimpleGrid>
          </Part>
        )}
        {flights.map((f, i) => (
          <FlightFields key={f.id} n={i + 1} day={day} length={length} start={start} flight={f} problems={problems} onChange={props.onFlight} onRemove={() => props.onRemoveFlight(f.id)} />
        ))}
        {transfers.map((t, i) => (
          <TransferFields key={t.id} n={i + 1} day={day} transfer={t} problems={problems} onChange={props.onTransfer} onRemove={() => props.onRemoveTransfer(t.id)} />
        ))}
        <Box display="flex" gap="2" flexWrap="wrap">
          <Button size="sm" variant="outline" onClick={props.onAddFlight}>
            <CirclePlus aria-hidden /> Add a flight on day {day}
          </Button>
          <Button size="sm" variant="outline" onClick={props.onAddTransfer}>
            <CirclePlus aria-hidden /> Add a transfer on day {day}
          </Button>
        </Box>
        <Part legend={`Guide on day ${day}`}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <TextField id={fieldId.guide(day, 'name')} label="Guide's name" value={value.guide.name} onChange={setGuide('name')} problem={problems.get(fieldId.guide(day, 'name'))} maxLength={80} />
            <TextField id={fieldId.guide(day, 'phone')} label="Guide's phone" type="tel" value={value.guide.phone} onChange={setGuide('phone')} problem={problems.get(fieldId.guide(day, 'phone'))} maxLength={24} />
            <TextField id={fieldId.guide(day, 'languages')} label="Languages" value={value.guide.languages} onChange={setGuide('languages')} problem={problems.get(fieldId.guide(day, 'languages'))} placeholder="English, Hindi" maxLength={200} />
          </SimpleGrid>
        </Part>
        <Part legend={`Meeting point on day ${day}`}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TextField id={fieldId.meeting(day, 'place')} label="Meeting point" value={value.meetingPoint.place} onChange={setMeeting('place')} problem={problems.get(fieldId.meeting(day, 'place'))} maxLength={160} />
            <TextField id={fieldId.meeting(day, 'time')} label="Meeting time" type="time" value={value.meetingPoint.time} onChange={setMeeting('time')} problem={problems.get(fieldId.meeting(day, 'time'))} />
          </SimpleGrid>
        </Part>
      </Stack>
    </chakra.details>
  );
}
