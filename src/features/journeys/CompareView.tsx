/**
 * Two or three journeys side by side, from the URL (/my-journeys/compare?ids=a,b), so a comparison
 * can be bookmarked and shared: a real table (a caption, a column header per journey, a row header
 * per fact) of length, 'from' price in the visitor's currency, grade, countries, places in order,
 * best months, highlights and the hotels the days name. On a narrow screen the table scrolls
 * sideways with the row headers held in place. Renders after hydration (the query is the
 * visitor's); each journey's details load with it (precached, so it works offline).
 */
import { Box, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { use, type ReactNode } from 'react';
import { AppLink, ButtonLink } from '../../components/links';
import { MIN_COMPARED, paths } from '../../config/paths';
import { itineraryDetails } from '../../content/itineraryDetails';
import { getItinerary, routeText } from '../../content/trips';
import type { Itinerary } from '../../content/types';
import { useQueryAfterHydration } from '../../lib/useQueryAfterHydration';
import { FromPrice } from '../currency/FromPrice';
import { countriesOf, hotelsOf, parseCompareQuery } from './compare';
import { itineraryRef } from './refs';
import SaveButton from './SaveButton';

const known = (id: string) => getItinerary(id) !== undefined;

/** One load per set of ids, shared by every render (use() needs the same promise). */
const loads = new Map<string, Promise<Itinerary[]>>();
function loadItineraries(ids: readonly string[]): Promise<Itinerary[]> {
  const key = ids.join(',');
  let load = loads.get(key);
  if (!load) {
    load = Promise.all(ids.map(async (id) => ({ ...getItinerary(id)!, ...(await itineraryDetails.load(id)!) })));
    // A failed load (offline before the details were saved) is tried again next time.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

function List({ items }: { items: readonly string[] }) {
  return (
    <chakra.ul pl="4" listStyleType="disc" display="grid" gap="1">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </chakra.ul>
  );
}

const cellStyles = { px: '4', py: '3', borderBottomWidth: '1px', borderColor: 'border.muted', verticalAlign: 'top', textAlign: 'start', fontSize: 'sm' } as const;

function Table({ journeys }: { journeys: readonly Itinerary[] }) {
  const rows: { label: string; cell: (it: Itinerary) => ReactNode }[] = [
    { label: 'Length', cell: (it) => it.duration },
    { label: 'From price', cell: (it) => <FromPrice usd={it.fromPrice} fontSize="sm" /> },
    { label: 'Grade', cell: (it) => it.difficulty },
    { label: 'Countries', cell: (it) => countriesOf(it).join(', ') },
    { label: 'Places in order', cell: (it) => <chakra.ol pl="4" listStyleType="decimal" display="grid" gap="1">{it.destinations.map((d, i) => <li key={`${d}-${i}`}>{d}</li>)}</chakra.ol> },
    { label: 'Best months', cell: (it) => it.bestTime },
    { label: 'Highlights', cell: (it) => <List items={it.highlights} /> },
    { label: 'Hotels', cell: (it) => <List items={hotelsOf(it)} /> },
  ];
  return (
    // A focusable region, so keyboard users can scroll it sideways too.
    <Box role="region" aria-labelledby="compare-title" tabIndex={0} overflowX="auto" borderWidth="1px" borderColor="border.muted" borderRadius="l3" bg="bg.panel" _focusVisible={{ outline: '2px solid', outlineColor: 'jade.500', outlineOffset: '2px' }} data-testid="compare-scroller">
      <chakra.table aria-labelledby="compare-title" w="full" minW={`${10 + journeys.length * 16}rem`} borderCollapse="separate" borderSpacing="0">
        <thead>
          <tr>
            <chakra.td {...cellStyles} position="sticky" left="0" bg="bg.panel" zIndex="1" w="10rem" aria-hidden />
            {journeys.map((it) => (
              <chakra.th key={it.id} scope="col" {...cellStyles} minW="16rem">
                <Stack gap="2">
                  <AppLink href={paths.itinerary(it.id)} fontFamily="heading" fontSize="xl" fontWeight="600" color="jade.800">
                    {it.title}
                  </AppLink>
                  <Text fontWeight="normal" color="fg.muted">
                    {routeText(it.destinations)}
                  </Text>
                  <Box>
                    <SaveButton item={itineraryRef(it.id)} name={it.title} tone="plain" />
                  </Box>
                </Stack>
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <chakra.th scope="row" {...cellStyles} position="sticky" left="0" bg="bg.sand" zIndex="1" w="10rem" fontWeight="semibold" boxShadow="1px 0 0 var(--chakra-colors-border-muted)">
                {row.label}
              </chakra.th>
              {journeys.map((it) => (
                <chakra.td key={it.id} {...cellStyles}>
                  {row.cell(it)}
                </chakra.td>
              ))}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

function Loaded({ ids }: { ids: readonly string[] }) {
  const journeys = use(loadItineraries(ids));
  return (
    <Stack gap="4">
      {/* The table's name, outside it so it stays in view while the table scrolls sideways. */}
      <Heading as="h2" id="compare-title" size="xl">
        {journeys.map((j) => j.title).join(' compared with ')}
      </Heading>
      <Table journeys={journeys} />
    </Stack>
  );
}

export default function CompareView() {
  const search = useQueryAfterHydration();
  const query = parseCompareQuery(search, known);
  return (
    <Stack gap="6">
      {query.note && (
        <Text role="status" bg="jade.50" borderWidth="1px" borderColor="jade.200" borderRadius="l2" px="4" py="3" fontSize="sm" data-testid="compare-note">
          {query.note}
        </Text>
      )}
      {query.ids.length >= MIN_COMPARED ? (
        <Loaded ids={query.ids} />
      ) : (
        <Stack gap="4" align="flex-start">
          <Heading as="h2" size="2xl">
            Choose two or three journeys
          </Heading>
          <Text color="fg.muted">Tick two or three saved journeys in My Journeys to see them side by side.</Text>
          <ButtonLink href={paths.myJourneys()}>Go to My Journeys</ButtonLink>
        </Stack>
      )}
    </Stack>
  );
}
