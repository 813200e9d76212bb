/**
 * The trip finder on /itineraries and /itineraries/{group}: country chips, filters (month, length,
 * styles, price in the visitor's currency, sort), a live count and the matching journeys, or an
 * empty result with two ways out. The filters live in the URL query (query.ts); a change replaces
 * the URL (no history entry per filter). An island (components/island): pre-rendered with every journey,
 * alive once its chunk arrives after start-up.
 */
import { Box, Button, HStack, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { ChoiceOption } from '../../components/ChoiceOption';
import { LabelledSelect } from '../../components/LabelledSelect';
import { useHydrated } from '../../lib/useHydrated';
import { useQueryAfterHydration } from '../../lib/useQueryAfterHydration';
import { AppLink, ButtonLink } from '../../components/links';
import { paths } from '../../config/paths';
import { BASE_CURRENCY, type CurrencyCode } from '../../content/currencies';
import { groupName, itineraryGroups } from '../../content/groups';
import { MONTH_NAMES } from '../../content/months';
import { TRAVEL_STYLES } from '../../content/styles';
import { itinerariesIn } from '../../content/trips';
import type { ItineraryGroup, MonthNumber } from '../../content/types';
import { ItineraryCard } from '../catalogue/ItineraryCard';
import { moneyText } from '../currency/money';
import { useCurrency } from '../currency/useCurrency';
import {
  countText,
  describeFilters,
  finderSearch,
  findItineraries,
  hasFilters,
  LENGTHS,
  NO_FILTERS,
  parseFinderQuery,
  PRICE_BANDS,
  SORTS,
  type FinderQuery,
  type PriceBandId,
} from './query';

/** 'Under $5,000', '$5,000 to $8,000', 'Over about £6,100' in the visitor's currency. */
function priceBandLabel(id: PriceBandId, currency: CurrencyCode): string {
  const band = PRICE_BANDS.find((p) => p.id === id)!;
  const approx = currency === BASE_CURRENCY ? '' : 'about ';
  const money = (usd: number) => moneyText(usd, currency).replace(/^about /, '');
  if (band.min === 0) return `Under ${approx}${money(band.max)}`;
  if (band.max === Infinity) return `Over ${approx}${money(band.min)}`;
  return `${approx}${money(band.min)} to ${money(band.max)}`;
}

/** The filters the form's controls hold, if the visitor set any before the finder came alive. */
function chosenBeforeStart(form: HTMLFormElement): FinderQuery | undefined {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
  const chosen = parseFinderQuery(fields.toString());
  return hasFilters(chosen) || chosen.sort ? chosen : undefined;
}

function Chip({ href, label, active }: { href: string; label: string; active: boolean }) {
  return (
    <AppLink
      href={href}
      aria-current={active ? 'page' : undefined}
      px="4"
      py="2"
      borderRadius="full"
      borderWidth="1px"
      fontSize="sm"
      fontWeight="medium"
      textDecoration="none"
      bg={active ? 'jade.700' : 'bg.panel'}
      color={active ? 'white' : 'fg'}
      borderColor={active ? 'jade.700' : 'border'}
      _hover={{ textDecoration: 'none', bg: active ? 'jade.800' : 'jade.50' }}
    >
      {label}
    </AppLink>
  );
}

function useFinderQuery(): [FinderQuery, search: string, (next: FinderQuery) => void, location: string] {
  const search = useQueryAfterHydration();
  const [location, navigate] = useLocation();
  const query = parseFinderQuery(search);
  const change = (next: FinderQuery) => {
    const qs = finderSearch(next, search);
    navigate(qs ? `${location}?${qs}` : location, { replace: true });
  };
  return [query, search, change, location];
}

export default function TripFinder({ group }: { group?: ItineraryGroup }) {
  const [query, search, setQuery, location] = useFinderQuery();
  // Marks the form once the island is alive (its chunk loaded after start-up): tests wait for it.
  const alive = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // Filters chosen on the pre-rendered form before the finder came alive are what the visitor
  // sees: they win over the URL (the pre-rendered form showed none of its filters).
  useEffect(() => {
    const chosen = formRef.current ? chosenBeforeStart(formRef.current) : undefined;
    if (chosen && finderSearch(chosen) !== finderSearch(parseFinderQuery(window.location.search))) setQuery(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the island comes alive
  }, []);
  const currency = useCurrency();
  const found = findItineraries(itinerariesIn(group), query);
  const kept = finderSearch(query, search);
  const withQuery = (path: string) => (kept ? `${path}?${kept}` : path);
  const set = (patch: Partial<FinderQuery>) => setQuery({ ...query, ...patch });
  const clear = () => setQuery({ ...NO_FILTERS, sort: query.sort });
  const askMessage = describeFilters(query, group ? groupName(group) : 'India, Nepal, Bhutan or Sri Lanka', (band) => priceBandLabel(band, currency).toLowerCase());

  return (
    <Stack gap="8">
      <HStack as="nav" aria-label="Itineraries by country" gap="2" flexWrap="wrap" justify="center">
        <Chip href={withQuery(paths.itineraries())} label="All" active={!group} />
        {itineraryGroups.map((g) => (
          <Chip key={g.slug} href={withQuery(paths.itineraries(g.slug))} label={g.name} active={group === g.slug} />
        ))}
      </HStack>

      <chakra.form
        ref={formRef}
        aria-label="Find a journey"
        data-ready={alive || undefined}
        // Before start-up a native submit gives the same URL the finder writes, with nothing private in it.
        action={location}
        method="get"
        onSubmit={(e) => e.preventDefault()} bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="xl" p={{ base: '5', md: '6' }}>
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
          <LabelledSelect
            fullWidth
            id="finder-month"
            name="month"
            label="Travel month"
            value={query.month ? String(query.month) : ''}
            options={[{ value: '', label: 'Any month' }, ...MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }))]}
            onChange={(v) => set({ month: v ? (Number(v) as MonthNumber) : undefined })}
          />
          <LabelledSelect
            fullWidth
            id="finder-days"
            name="days"
            label="Length"
            value={query.days ?? ''}
            options={[{ value: '', label: 'Any length' }, ...LENGTHS.map((l) => ({ value: l.id, label: l.label }))]}
            onChange={(v) => set({ days: LENGTHS.find((l) => l.id === v)?.id })}
          />
          <LabelledSelect
            fullWidth
            id="finder-price"
            name="price"
            label="Price per person"
            value={query.price ?? ''}
            options={[{ value: '', label: 'Any price' }, ...PRICE_BANDS.map((p) => ({ value: p.id, label: priceBandLabel(p.id, currency) }))]}
            onChange={(v) => set({ price: PRICE_BANDS.find((p) => p.id === v)?.id })}
          />
          <LabelledSelect
            fullWidth
            id="finder-sort"
            name="sort"
            label="Sort by"
            value={query.sort ?? ''}
            options={SORTS.map((s) => ({ value: s.id, label: s.label }))}
            onChange={(v) => set({ sort: v === 'price' || v === 'days' ? v : undefined })}
          />
        </SimpleGrid>
        <chakra.fieldset border="0" p="0" m="0" mt="5" minW="0">
          <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5" p="0">
            Travel style
          </chakra.legend>
          <HStack gap="5" rowGap="0" flexWrap="wrap">
            {TRAVEL_STYLES.map((s) => (
              <ChoiceOption
                key={s.id}
                name="style"
                value={s.id}
                checked={query.styles.includes(s.id)}
                onChange={(on) => set({ styles: TRAVEL_STYLES.map((t) => t.id).filter((id) => (id === s.id ? on : query.styles.includes(id))) })}
              >
                {s.label}
              </ChoiceOption>
            ))}
          </HStack>
        </chakra.fieldset>
      </chakra.form>

      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Text role="status" fontWeight="semibold" data-testid="finder-count">
          {countText(found.length)}
        </Text>
        {hasFilters(query) && found.length > 0 && (
          <Button variant="outline" size="sm" onClick={clear}>
            Clear filters
          </Button>
        )}
      </HStack>

      {found.length > 0 ? (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" data-testid="itinerary-grid">
          {found.map((it) => (
            <ItineraryCard key={it.id} itinerary={it} />
          ))}
        </SimpleGrid>
      ) : (
        <Box textAlign="center" py="10" px="6" bg="bg.panel" borderRadius="xl" borderWidth="1px" borderColor="border" data-testid="finder-empty">
          <Text fontSize="lg" fontWeight="semibold" mb="2">
            No journey matches all of these filters.
          </Text>
          <Text color="fg.muted" mb="6">
            Try fewer filters, or tell a specialist what you have in mind: every journey we plan is made to measure.
          </Text>
          <HStack justify="center" gap="3" flexWrap="wrap">
            <Button variant="outline" onClick={clear}>
              Clear filters
            </Button>
            <ButtonLink href={paths.contact({ inquiryType: 'custom', subject: 'A journey to suit my dates', message: `${askMessage}.` })}>Ask a specialist</ButtonLink>
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
