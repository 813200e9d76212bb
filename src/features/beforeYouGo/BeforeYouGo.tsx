/**
 * 'Before you go' on a dated itinerary (/itinerary/{id}?start=YYYY-MM-DD): the trip's checklist
 * (checklist.ts), soonest due first, each item with its due date, what to do, its sources and the
 * day they were checked; ticks kept on the device in every tab (checklistTicks.ts); 'Add reminders
 * to calendar' gives an .ics with an alarm on each due day (trip/calendar.ts, loaded on the tap).
 *
 * Browser-only (the itinerary page declares it an island with an empty placeholder): the page is
 * pre-rendered without a query, and a start that is missing, malformed or past shows nothing here
 * (Plan My Dates says why), but for a trip under way or kept on the device (useTripQuery).
 */
import { Box, Button, Flex, HStack, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { BellRing as LucideBellRing, ExternalLink as LucideExternalLink } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { useEffect, useId, useMemo, useState } from 'react';
import { island } from '../../components/island';
import { AppLink } from '../../components/links';
import { Section, SectionHeading } from '../../components/Section';
import { notify } from '../../components/toaster';
import { calendarSite } from '../../config/site';
import { checkedMonth } from '../../content/checked';
import { countryEssentials } from '../../content/essentials';
import type { CountryEssentials } from '../../content/essentials/types';
import type { CountrySlug, Itinerary } from '../../content/types';
import type { Quoted } from '../essentials/SourceQuotes';
import { beforeYouGo, CATEGORY_LABELS, isOverdue, reminderDate, sortChecklist, tripCountries, type ChecklistItem } from './checklist';
import { CHECKLIST_UNAVAILABLE_MESSAGE, setTicked, useTicked } from './checklistTicks';
import { formatDay, type IsoDate } from '../../trip/dates';
import { downloadText } from '../journeys/share';
import { useTripQuery } from '../journeys/useTripQuery';

const BellRing = lightIcon(LucideBellRing);
const ExternalLink = lightIcon(LucideExternalLink);

export interface BeforeYouGoProps {
  itinerary: Pick<Itinerary, 'id' | 'title' | 'stops' | 'days'>;
  /** A booked trip's: its start (else the page's query gives it) and what its booking implies (its flights). */
  booked?: { readonly start: IsoDate; readonly items: readonly ChecklistItem[] };
}

type Essentials = Partial<Record<CountrySlug, CountryEssentials>>;

/** The visited countries' essentials, loaded once (they are precached, so this works offline). */
function useEssentials(countries: readonly CountrySlug[]): Essentials | undefined {
  const key = countries.join(',');
  const [loaded, setLoaded] = useState<{ key: string; value: Essentials }>();
  useEffect(() => {
    let live = true;
    const list = key.split(',') as CountrySlug[];
    Promise.all(list.map((c) => countryEssentials.load(c)))
      .then((values) => {
        if (live) setLoaded({ key, value: Object.fromEntries(list.map((c, i) => [c, values[i]])) as Essentials });
      })
      // Offline before the essentials were ever cached: the rest of the list still shows.
      .catch(() => live && setLoaded({ key, value: {} }));
    return () => {
      live = false;
    };
  }, [key]);
  return loaded?.key === key ? loaded.value : undefined;
}

/** The list of what the sources say, loaded on the first opening. */
const QuoteList = island(() => import('../essentials/QuoteList'), { what: 'what the sources say', when: 'client', placeholder: <Text mt="1.5">Loading what the sources say…</Text> });

/**
 * SourceQuotes' disclosure, written here rather than imported: its module would be one more chunk
 * in a dated trip's first load, for a list only a tap opens.
 */
function SourceWords({ sources }: { sources: readonly Quoted[] }) {
  const [open, setOpen] = useState(false);
  return (
    <chakra.details mt="1" fontSize="xs" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <chakra.summary cursor="pointer" color="fg.muted" _hover={{ color: 'jade.800' }}>
        {sources.length === 1 ? 'What the source says' : 'What the sources say'}
      </chakra.summary>
      {open && <QuoteList sources={sources} />}
    </chakra.details>
  );
}

function Sources({ item }: { item: ChecklistItem }) {
  // The pages whose words are kept (sourceWords.ts): the list loads them when it is opened.
  const quoted = item.sources.flatMap((s) => (s.url && (s.words || s.quote) ? [{ publisher: s.title, url: s.url, quote: s.quote }] : []));
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {item.sources.length === 1 ? 'Source: ' : 'Sources: '}
        {item.sources.map((s, i) => (
          <span key={`${s.title}-${i}`}>
            {i > 0 && '; '}
            {s.url ? (
              <chakra.a href={s.url} target="_blank" rel="noopener noreferrer" color="jade.800" textDecoration="underline">
                {s.title}
                <ExternalLink size={11} aria-label="(opens in a new tab)" style={{ display: 'inline', marginLeft: 3 }} />
              </chakra.a>
            ) : (
              s.title
            )}
            {s.checkedOn && `, checked ${checkedMonth(s.checkedOn)}`}
          </span>
        ))}
      </Text>
      {quoted.length > 0 && <SourceWords sources={quoted} />}
    </Box>
  );
}

function ChecklistRow({ item, ticked, today, onTick }: { item: ChecklistItem; ticked: boolean; today: IsoDate; onTick: (ticked: boolean) => void }) {
  const id = useId();
  const overdue = !ticked && isOverdue(item, today);
  return (
    <Box as="li" p="4" bg="bg.panel" borderRadius="l2" borderWidth="1px" borderColor={overdue ? 'red.300' : 'border.muted'} data-testid="checklist-item" data-item={item.id} data-country={item.country ?? ''}>
      <HStack align="flex-start" gap="3">
        <chakra.input
          type="checkbox"
          id={id}
          checked={ticked}
          onChange={(e) => onTick(e.currentTarget.checked)}
          aria-describedby={`${id}-due ${id}-text`}
          mt="1"
          w="5"
          h="5"
          flexShrink="0"
          accentColor="var(--chakra-colors-jade-700)"
        />
        <Stack gap="1.5" flex="1" minW="0">
          <Flex gap="2" wrap="wrap" align="baseline">
            <chakra.label htmlFor={id} fontWeight="semibold" textDecoration={ticked ? 'line-through' : undefined}>
              {item.title}
            </chakra.label>
            <Text as="span" fontSize="xs" fontWeight="bold" letterSpacing="0.06em" textTransform="uppercase" color="brass.800">
              {CATEGORY_LABELS[item.category]}
            </Text>
          </Flex>
          <Text id={`${id}-due`} fontSize="sm" fontWeight="medium" color={overdue ? 'red.700' : 'jade.800'} data-testid="checklist-due" data-due={item.due}>
            {overdue ? `Overdue: was due ${formatDay(item.due)}` : `Due ${formatDay(item.due)}`}
          </Text>
          <Text id={`${id}-text`} fontSize="sm">
            {item.text}
          </Text>
          <Sources item={item} />
          {item.more && (
            <Text fontSize="sm">
              {/^https?:/.test(item.more.href) ? (
                // Another site (an airline's own): a plain link, in a new tab.
                <Link href={item.more.href} target="_blank" rel="noopener noreferrer" color="jade.800" textDecoration="underline">
                  {item.more.label}
                </Link>
              ) : (
                <AppLink href={item.more.href} color="jade.800">
                  {item.more.label}
                </AppLink>
              )}
            </Text>
          )}
        </Stack>
      </HStack>
    </Box>
  );
}

function Checklist({ itinerary: it, start, today, extra }: Pick<BeforeYouGoProps, 'itinerary'> & { start: IsoDate; today: IsoDate; extra?: readonly ChecklistItem[] }) {
  const countries = useMemo(() => tripCountries(it), [it]);
  const essentials = useEssentials(countries);
  const items = useMemo(() => (essentials ? sortChecklist([...beforeYouGo(it, start, essentials), ...(extra ?? [])]) : undefined), [it, start, essentials, extra]);
  const ticked = useTicked(it.id, start);
  // Opened from Today or My Journeys (#before-you-go): the section exists only now, so scroll here.
  const ready = items !== undefined;
  useEffect(() => {
    if (ready && window.location.hash === '#before-you-go') document.getElementById('before-you-go')?.scrollIntoView();
  }, [ready]);
  const done = items?.filter((i) => ticked.has(i.id)).length ?? 0;

  const tick = (item: ChecklistItem, value: boolean) =>
    setTicked(it.id, start, item.id, value).catch((error: unknown) =>
      notify({ title: 'Kept for now', description: error instanceof Error && error.message ? error.message : CHECKLIST_UNAVAILABLE_MESSAGE, status: 'warning' }),
    );

  const addReminders = async () => {
    if (!items) return;
    try {
      // The calendar code and the ics package load on the tap: no page carries them.
      const { remindersCalendar } = await import('../../trip/calendar');
      const url = new URL(window.location.pathname + window.location.search, window.location.origin).href;
      const text = remindersCalendar({ itineraryId: it.id, title: it.title, start }, { items, dayOf: (item) => reminderDate(item as ChecklistItem, today, start) }, { ...calendarSite, url });
      downloadText(`${it.id}-${start}-before-you-go.ics`, text, 'text/calendar;charset=utf-8');
    } catch {
      notify({ title: 'Reminders not made', description: 'We could not make the calendar file on this device. Please try again.', status: 'error' });
    }
  };

  return (
    <Section id="before-you-go" aria-labelledby="before-you-go-heading" width="5xl" data-testid="before-you-go" scrollMarginTop="20">
      <SectionHeading
        id="before-you-go-heading"
        eyebrow={`From ${formatDay(start)}`}
        title="Before you go"
        intro="What to arrange for these dates, each with the day it is due and where the rule comes from. Tick what is done: your ticks stay on this device, offline too."
      />
      {!items ? (
        <Text role="status">Working out your checklist…</Text>
      ) : (
        <Stack gap="5">
          <Flex gap="4" wrap="wrap" align="center" justify="space-between">
            <Text fontWeight="medium" aria-live="polite" data-testid="checklist-progress">
              {done} of {items.length} done
            </Text>
            <Button variant="outline" onClick={() => void addReminders()} data-print="hide">
              <BellRing aria-hidden /> Add reminders to calendar
            </Button>
          </Flex>
          <Stack as="ul" listStyle="none" gap="3" aria-label="Before you go checklist">
            {items.map((item) => (
              <ChecklistRow key={item.id} item={item} ticked={ticked.has(item.id)} today={today} onTick={(v) => void tick(item, v)} />
            ))}
          </Stack>
          <Text fontSize="sm" color="fg.muted">
            Entry rules and fees change: check them with the source before you apply. The reminders file puts each item in your phone’s calendar on the day it is due (today, if that has passed), with an alert at 9:00.
          </Text>
        </Stack>
      )}
    </Section>
  );
}

export default function BeforeYouGo({ itinerary, booked }: BeforeYouGoProps) {
  const { query, today } = useTripQuery(itinerary);
  const start = booked?.start ?? query?.start;
  if (!start || !today) return null;
  return <Checklist itinerary={itinerary} start={start} today={today} extra={booked?.items} />;
}
