/**
 * An itinerary page's dated trip: 'Plan My Dates' (a start date, today or later, and the number of
 * travellers) and the Day by Day list. With a valid `start` in the URL
 * (/itinerary/golden-triangle?start=2027-03-14&travellers=2) every day carries its date, that
 * month's rating where the day is spent, warnings (a month to avoid, a park or pass closed) and
 * the festivals that fall within the dates, and the trip can be saved, added to a calendar,
 * shared, printed (with the agency's contacts, on paper only) and requested. A malformed or past
 * `start` shows the plain days with a note, unless the trip is under way or kept on the device
 * (useTripQuery): then it is the dated plan, as Today's 'The whole plan' opens it on day 3.
 *
 * An island (the itinerary page declares it): the server renders the plain days in full; the query is read after
 * hydration (useQueryAfterHydration), since the page is pre-rendered once, without one.
 */
import { Box, Button, Flex, HStack, Heading, Stack, Text, chakra, useRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { BedDouble as LucideBedDouble, CalendarPlus as LucideCalendarPlus, Heart as LucideHeart, PartyPopper as LucidePartyPopper, Printer as LucidePrinter, Share2 as LucideShare2, TriangleAlert as LucideTriangleAlert, Utensils as LucideUtensils } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { BulletList } from '../../components/BulletList';
import { LabelledSelect } from '../../components/LabelledSelect';
import { OpenInMaps } from '../../components/OpenInMaps';
import { PrintContact } from '../../components/PrintContact';
import { AppLink, ButtonLink } from '../../components/links';
import { Section, SectionHeading } from '../../components/Section';
import { notify } from '../../components/toaster';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import type { Itinerary } from '../../content/types';
import { searchLinks } from '../../lib/mapLinks';
import { useHydrated } from '../../lib/useHydrated';
import { formRecipes } from '../../theme/recipes/form';
import { RATING_COLORS } from '../seasons/Rating';
import { monthName, RATING_LABELS } from '../seasons/seasonText';
import { plannedStay } from '../../trip/trip';
import { formatDay, parseIsoDate, todayIso, type IsoDate } from '../../trip/dates';
import { datedPlan, type DatedDay, type DatedPlan } from './plan';
import { SAVED_UNAVAILABLE_MESSAGE, savePlan } from './saved';
import { downloadText, shareLink } from './share';
import { DEFAULT_TRAVELLERS, MAX_TRAVELLERS, MIN_TRAVELLERS } from './travellers';
import { startStands } from './tripUrl';
import { useIsPlanSaved } from './useSaved';
import { useTripQuery } from './useTripQuery';

const BedDouble = lightIcon(LucideBedDouble);
const CalendarPlus = lightIcon(LucideCalendarPlus);
const Heart = lightIcon(LucideHeart);
const PartyPopper = lightIcon(LucidePartyPopper);
const Printer = lightIcon(LucidePrinter);
const Share2 = lightIcon(LucideShare2);
const TriangleAlert = lightIcon(LucideTriangleAlert);
const Utensils = lightIcon(LucideUtensils);

/** What 'Ask about this day' sends with the visitor's question. */
export interface DayQuestion {
  readonly itineraryId: string;
  readonly itineraryTitle: string;
  readonly day: number;
  readonly title: string;
  /** Where the day is spent. */
  readonly place: string;
  /** When the trip is dated. */
  readonly date?: IsoDate;
  readonly dateText?: string;
  readonly travellers?: number;
}

export interface TripPlanProps {
  itinerary: Itinerary;
  /** Renders 'Ask about this day' for a day (the page hands in the enquiry button). */
  askAboutDay?: (question: DayQuestion) => ReactNode;
  /** Shown between Plan My Dates and the days: 'Before you go' (the page hands in its island). */
  checklist?: ReactNode;
}

const TRAVELLER_OPTIONS = Array.from({ length: MAX_TRAVELLERS - MIN_TRAVELLERS + 1 }, (_, i) => {
  const n = MIN_TRAVELLERS + i;
  return { value: String(n), label: n === 1 ? '1 traveller' : `${n} travellers` };
});

const travellersText = (n: number) => (n === 1 ? '1 traveller' : `${n} travellers`);

const keep = (error: unknown) =>
  notify({ title: 'Kept for now', description: error instanceof Error && error.message ? error.message : SAVED_UNAVAILABLE_MESSAGE, status: 'warning' });

function Note({ tone, icon, children, ...rest }: { tone: 'warning' | 'festival' | 'info'; icon?: ReactNode; children: ReactNode; role?: string; 'data-testid'?: string }) {
  const colors = { warning: { bg: 'red.50', borderColor: 'red.300', color: 'red.900' }, festival: { bg: 'brass.50', borderColor: 'brass.300', color: 'brass.950' }, info: { bg: 'jade.50', borderColor: 'jade.200', color: 'jade.950' } }[tone];
  return (
    <HStack align="flex-start" gap="2.5" px="4" py="3" borderRadius="l2" borderWidth="1px" fontSize="sm" {...colors} {...rest}>
      {icon && (
        <Box flexShrink="0" mt="0.5" aria-hidden>
          {icon}
        </Box>
      )}
      <Box>{children}</Box>
    </HStack>
  );
}

// ---------------------------------------------------------------- the planner

/** An input styled as the form's fields (Chakra's input recipe); a plain one, as in LabelledSelect. */
function FieldInput(props: HTMLChakraProps<'input'>) {
  const input = useRecipe({ recipe: formRecipes.input });
  return <chakra.input className={input.className} css={input()} bg="bg.panel" {...props} />;
}

function PlannerForm({ itineraryId, start, travellers }: { itineraryId: string; start?: IsoDate; travellers: number }) {
  const [, navigate] = useLocation();
  const hydrated = useHydrated();
  const today = hydrated ? todayIso() : undefined;
  const [date, setDate] = useState(start ?? '');
  const [count, setCount] = useState(String(travellers));
  const [error, setError] = useState<string>();
  const dateId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = parseIsoDate(date);
    if (!chosen) return setError('Choose the first day of your trip.');
    // A new plan: its start may not be past (a trip under way keeps its own, from the URL).
    if (!startStands(chosen, todayIso())) return setError('Choose today or a later date.');
    setError(undefined);
    const n = Number(count);
    navigate(paths.datedItinerary(itineraryId, chosen, n));
    savePlan({ itineraryId, start: chosen, travellers: n }).then(
      () => notify({ title: 'Saved to My Journeys', description: `Your dates from ${formatDay(chosen)}.`, status: 'success', duration: 3000 }),
      keep,
    );
  };

  return (
    <chakra.form onSubmit={submit} noValidate data-print="hide" aria-label="Plan my dates">
      <Flex gap="4" wrap="wrap" align="flex-end">
        <Box>
          <chakra.label htmlFor={dateId} display="block" fontSize="sm" fontWeight="medium" mb="1.5">
            Start date
          </chakra.label>
          <FieldInput
            id={dateId}
            type="date"
            name="start"
            value={date}
            min={today}
            onChange={(e) => setDate(e.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </Box>
        <LabelledSelect id={`${dateId}-travellers`} name="travellers" label="Travellers" value={count} options={TRAVELLER_OPTIONS} onChange={setCount} />
        <Button type="submit" colorPalette="jade">
          Show my dates
        </Button>
      </Flex>
      {error && (
        <Text id={errorId} role="alert" color="red.700" fontSize="sm" mt="2">
          {error}
        </Text>
      )}
    </chakra.form>
  );
}

// ---------------------------------------------------------------- a dated trip's summary and actions

function PlanActions({ itinerary: it, plan, travellers }: { itinerary: Itinerary; plan: DatedPlan; travellers: number }) {
  const saved = useIsPlanSaved(it.id, plan.start);
  const [shared, setShared] = useState<{ text: string; url?: string }>();
  const link = paths.datedItinerary(it.id, plan.start, travellers);
  const absolute = () => new URL(link, window.location.origin).href;

  const addToCalendar = async () => {
    try {
      // The calendar code and the ics package load on first use: no page carries them.
      const { planCalendarFile } = await import('./calendarFile');
      const file = planCalendarFile(it, plan.start, travellers, absolute());
      downloadText(file.name, file.text, 'text/calendar;charset=utf-8');
    } catch {
      notify({ title: 'Calendar file not made', description: 'We could not make the calendar file on this device. Please try again.', status: 'error' });
    }
  };

  const share = async () => {
    const url = absolute();
    const outcome = await shareLink({ title: `${it.title} from ${formatDay(plan.start)}`, text: `${it.title}, ${formatDay(plan.start)} to ${formatDay(plan.end)}, with ${site.brand}`, url });
    if (outcome === 'copied') setShared({ text: 'Link copied. Anyone who opens it sees these dates and can save them.' });
    else if (outcome === 'unavailable') setShared({ text: 'Copy this link to share your dates:', url });
    else if (outcome === 'shared') setShared(undefined);
  };

  return (
    <Stack gap="3" data-print="hide">
      <Flex gap="3" wrap="wrap">
        {saved ? (
          <ButtonLink href={paths.myJourneys()} variant="outline">
            <Heart aria-hidden fill="currentColor" /> Saved in My Journeys
          </ButtonLink>
        ) : (
          <Button variant="outline" onClick={() => savePlan({ itineraryId: it.id, start: plan.start, travellers }).catch(keep)}>
            <Heart aria-hidden /> Save to My Journeys
          </Button>
        )}
        <Button variant="outline" onClick={() => void addToCalendar()}>
          <CalendarPlus aria-hidden /> Add to calendar
        </Button>
        <Button variant="outline" onClick={() => void share()}>
          <Share2 aria-hidden /> Share
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden /> Print or save as PDF
        </Button>
        <ButtonLink href={paths.booking({ destination: it.group, itinerary: it.id, start: plan.start, travellers: String(travellers) })} colorPalette="brass">
          Request this trip
        </ButtonLink>
      </Flex>
      <Box aria-live="polite" fontSize="sm">
        {shared && (
          <Stack gap="1.5" data-testid="share-status">
            <Text>{shared.text}</Text>
            {shared.url && (
              <FieldInput readOnly value={shared.url} aria-label="Link to these dates" onFocus={(e) => e.currentTarget.select()} maxW="xl" />
            )}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

function PlanSummary({ itinerary: it, plan, travellers }: { itinerary: Itinerary; plan: DatedPlan; travellers: number }) {
  return (
    <Stack gap="5" mt="8" p={{ base: '5', md: '7' }} bg="bg.panel" borderRadius="l3" borderWidth="1px" borderColor="border.muted" data-testid="plan-summary">
      <Box>
        <Heading as="h3" size="2xl">
          Your dates
        </Heading>
        <Text fontSize="lg" mt="1" data-testid="plan-dates">
          {formatDay(plan.start)} to {formatDay(plan.end)} · {plan.days.length} days · {travellersText(travellers)}
        </Text>
      </Box>
      {plan.daysWithWarnings > 0 ? (
        <Note tone="warning" icon={<TriangleAlert size={18} />} data-testid="plan-warning-summary">
          <Text fontWeight="semibold">
            {plan.daysWithWarnings === 1 ? 'One day needs care' : `${plan.daysWithWarnings} days need care`} on these dates.
          </Text>
          <Text>See the days marked below, or ask us about other dates.</Text>
        </Note>
      ) : (
        <Note tone="info">No day of the trip falls in a month to avoid or a closure.</Note>
      )}
      {plan.festivals.length > 0 && (
        <Box as="section" aria-labelledby="plan-festivals">
          <Heading as="h4" id="plan-festivals" size="lg" mb="2">
            Festivals within your dates
          </Heading>
          <Stack as="ul" listStyle="none" gap="2">
            {plan.festivals.map((f) => (
              <HStack as="li" key={f.note.text} gap="2" align="flex-start" fontSize="sm">
                <Box flexShrink="0" mt="0.5" color="brass.700" aria-hidden>
                  <PartyPopper size={16} />
                </Box>
                <Text>
                  {f.note.text} <Text as="span" color="fg.muted">(day {f.days.join(', ')})</Text>
                </Text>
              </HStack>
            ))}
          </Stack>
        </Box>
      )}
      <PlanActions itinerary={it} plan={plan} travellers={travellers} />
    </Stack>
  );
}

// ---------------------------------------------------------------- the days

function DayFacts({ day }: { day: DatedDay }) {
  const rating = day.rating;
  return (
    <Stack gap="2">
      {rating && (
        <HStack gap="2" fontSize="sm" wrap="wrap">
          <Box as="span" px="2" py="0.5" borderRadius="l1" fontSize="xs" fontWeight="bold" letterSpacing="0.06em" textTransform="uppercase" {...RATING_COLORS[rating]}>
            {RATING_LABELS[rating]}
          </Box>
          <Text as="span" color="fg.muted">
            {monthName(day.month)} in {day.stop.name}
            {day.climate ? `: about ${day.climate.highC}° / ${day.climate.lowC}°C, ${day.climate.rainMm} mm of rain` : ''}
          </Text>
        </HStack>
      )}
      {day.warnings.map((w) => (
        <Note key={w.text} tone="warning" icon={<TriangleAlert size={16} />} role="note" data-testid="day-warning">
          <Text as="span" fontWeight="semibold">
            Warning:{' '}
          </Text>
          {w.text}
        </Note>
      ))}
      {day.festivals.map((f) => (
        <Note key={f.text} tone="festival" icon={<PartyPopper size={16} />}>
          <Text as="span" fontWeight="semibold">
            Festival:{' '}
          </Text>
          {f.text}
        </Note>
      ))}
    </Stack>
  );
}

function DayList({ itinerary: it, plan, travellers, askAboutDay }: { itinerary: Itinerary; plan?: DatedPlan; travellers: number; askAboutDay?: TripPlanProps['askAboutDay'] }) {
  return (
    <Stack as="ol" gap="5" listStyle="none">
      {it.days.map((day, i) => {
        const dated = plan?.days[i];
        const stay = plannedStay(day.accommodation);
        const hotel = stay?.findable ? stay.text : undefined;
        return (
          <Box as="li" key={day.day} bg="bg.panel" borderRadius="l3" p={{ base: '6', md: '8' }} borderWidth="1px" borderColor="border.muted" data-print="day" data-testid="day">
            <HStack gap="4" align="flex-start">
              <Stack gap="0" align="center" minW="14" color="jade.700" aria-hidden={dated ? true : undefined}>
                <Text fontSize="xs" fontWeight="semibold" letterSpacing="0.12em" textTransform="uppercase">
                  Day
                </Text>
                <Text fontFamily="heading" fontSize="4xl" fontWeight="600" lineHeight="1">
                  {day.day}
                </Text>
              </Stack>
              <Stack gap="3" flex="1">
                {dated && (
                  <Text fontSize="sm" fontWeight="semibold" letterSpacing="0.04em" color="brass.800" data-testid="day-date">
                    Day {day.day} · {dated.dateText}
                  </Text>
                )}
                <Heading as="h3" size="2xl">
                  {day.title}
                </Heading>
                <Text color="fg.muted">{day.description}</Text>
                <BulletList items={day.activities} />
                <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '8' }} fontSize="sm" pt="2">
                  <HStack gap="2" align="flex-start">
                    <BedDouble size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                    <Stack gap="0.5">
                      <Text>
                        <Text as="span" fontWeight="semibold">
                          Stay:
                        </Text>{' '}
                        {day.accommodation}
                      </Text>
                      {hotel && <OpenInMaps name={hotel} links={searchLinks(hotel)} />}
                    </Stack>
                  </HStack>
                  <HStack gap="2">
                    <Utensils size={18} aria-hidden />
                    <Text>
                      <Text as="span" fontWeight="semibold">
                        Meals:
                      </Text>{' '}
                      {day.meals}
                    </Text>
                  </HStack>
                </Stack>
                {dated && <DayFacts day={dated} />}
                {askAboutDay && (
                  <Box data-print="hide">
                    {askAboutDay({
                      itineraryId: it.id,
                      itineraryTitle: it.title,
                      day: day.day,
                      title: day.title,
                      place: dated?.stop.name ?? '',
                      ...(dated ? { date: dated.date, dateText: dated.dateText, travellers } : {}),
                    })}
                  </Box>
                )}
              </Stack>
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}

export default function TripPlan({ itinerary: it, askAboutDay, checklist }: TripPlanProps) {
  // Read once hydrated (the pre-rendered page has no query and no today).
  const { query } = useTripQuery(it);
  const start = query?.start;
  const plan = useMemo(() => (start ? datedPlan(it, start) : undefined), [it, start]);
  const travellers = query?.travellers ?? DEFAULT_TRAVELLERS;

  return (
    <>
      {/* Clear of the fixed navigation bar when 'Plan my dates' jumps here. */}
      <Section id="plan" aria-labelledby="plan-heading" width="5xl" data-print="plan" scrollMarginTop="20">
        {/* On paper the dates speak for themselves. */}
        <Box data-print="hide">
          <SectionHeading
            id="plan-heading"
            eyebrow="Your trip"
            title="Plan My Dates"
            intro="Choose a start date and see every day with its date, the weather to expect where you are and any festival or closure on the way. Your dates are kept in My Journeys on this device and work offline."
          />
        </Box>
        <Stack gap="5">
          {query?.note && (
            <Note tone="info" role="status" data-testid="plan-note">
              {query.note} The journey is shown without dates.
            </Note>
          )}
          {/* Keyed on the dates, so a new URL starts the form from them. */}
          <PlannerForm key={`${query?.start}-${travellers}`} itineraryId={it.id} start={query?.start} travellers={travellers} />
        </Stack>
        {plan && <PlanSummary itinerary={it} plan={plan} travellers={travellers} />}
        {plan && (
          <Text mt="4" fontSize="sm" data-print="hide">
            <AppLink href={paths.itinerary(it.id)} color="jade.700">
              Show the journey without dates
            </AppLink>
          </Text>
        )}
      </Section>
      {/* Before you go: only on a dated plan, so an undated page never loads its code. */}
      {plan && checklist}
      <Section tone="sand" aria-labelledby="days-heading" width="5xl">
        <SectionHeading
          id="days-heading"
          eyebrow={it.duration}
          title="Day by Day Itinerary"
          intro={plan ? `${formatDay(plan.start)} to ${formatDay(plan.end)}, ${travellersText(travellers)}` : undefined}
        />
        <DayList itinerary={it} plan={plan} travellers={travellers} askAboutDay={askAboutDay} />
        {/* The agency's phones and e-mail, on paper only (the footer is left off). */}
        <PrintContact />
      </Section>
    </>
  );
}
