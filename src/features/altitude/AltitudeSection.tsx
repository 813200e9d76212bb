/**
 * An itinerary's Altitude section: the highest night; for a journey with a night above 2,500 m its
 * altitude profile (drawn at build time, as the maps are), the acclimatisation guidance with its
 * sources (content/acclimatisation.ts; the 48 hours after a flight only for a journey that flies in
 * to 3,000 m or more), said once to be guidance and not medical advice, and the days that break it
 * or could not be checked; and every night's elevation with its source. An island: in the
 * pre-rendered page, its code and the elevations out of the first load.
 */
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Mountain as LucideMountain, TriangleAlert as LucideTriangleAlert } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { Section, SectionHeading } from '../../components/Section';
import { mapId } from '../../config/mapFiles';
import { ascentRule, flyInRule } from '../../content/acclimatisation';
import { checkedMonth } from '../../content/checked';
import { formatElevation } from '../../content/elevations';
import type { RouteStop } from '../../content/types';
import { FactSources } from '../essentials/FactSources';
import { MapFigure } from '../maps/MapFigure';
import { RULE_ABOVE_M } from './acclimatisation';
import { journeyAltitude, type JourneyNight } from './journey';

const Mountain = lightIcon(LucideMountain);
const TriangleAlert = lightIcon(LucideTriangleAlert);

export interface AltitudeSectionProps {
  itinerary: string;
  stops: readonly RouteStop[];
}

const nightText = (n: JourneyNight & { metres: number }) => `${n.name}, ${formatElevation(n.elevation ?? n)} (night ${n.night})`;

/** Each stop once, in route order, with its figure and source or 'no sourced figure yet'. */
function StopElevations({ nights }: { nights: readonly JourneyNight[] }) {
  const seen = new Set<string>();
  const rows = nights.filter((n) => !seen.has(n.name) && seen.add(n.name));
  return (
    <Box as="details" mt="6" data-testid="stop-elevations">
      <Box as="summary" cursor="pointer" fontWeight="semibold" color="jade.800">
        Elevation of each night's stop, with sources
      </Box>
      <Stack as="ul" listStyle="none" gap="2" mt="3">
        {rows.map(({ name, elevation: e }) => (
          <Box as="li" key={name} fontSize="sm">
            <Text as="span" fontWeight="semibold">
              {name}
            </Text>
            {': '}
            {e ? `${formatElevation(e)}${e.of ? ` (${e.of})` : ''}` : 'no sourced figure yet'}
            {e && (
              <Text as="span" color="fg.muted">
                {' · '}
                <Link href={e.source.url} target="_blank" rel="noopener noreferrer" color="fg.muted" textDecoration="underline">
                  {e.source.publisher}
                </Link>
                , checked {checkedMonth(e.checkedOn)}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

export default function AltitudeSection({ itinerary, stops }: AltitudeSectionProps) {
  const { nights, check } = journeyAltitude(stops);
  const { highest } = check;
  const profile = mapId.profile(itinerary);
  // The 48 hours after a flight are said only where the journey flies up to 3,000 m or more (not
  // where a helicopter brings it down to a lower night).
  const fliesUp = nights.some((n, i) => n.arrival === 'flight' && (n.metres ?? 0) >= RULE_ABOVE_M && (n.metres ?? 0) > (nights[i - 1]?.metres ?? 0));
  const rules = fliesUp ? [ascentRule, flyInRule] : [ascentRule];
  return (
    <Section aria-labelledby="altitude-heading" width="5xl" data-testid="altitude">
      <SectionHeading id="altitude-heading" eyebrow="How high you sleep" title="Altitude" />
      <Stack gap="4">
        <Text fontSize="lg" data-testid="highest-night">
          <Mountain size={20} aria-hidden style={{ display: 'inline', verticalAlign: '-3px', marginRight: 8 }} />
          Highest night: {highest ? nightText(highest) : 'no sourced elevation yet'}.
        </Text>
        {check.high && (
          <MapFigure
            key={profile}
            mapId={profile}
            maxW="40rem"
            w="full"
            caption={`Where you sleep, night by night; the dashed line is 3,000 m.${nights.some((n) => n.metres === undefined) ? ' A question mark is a night we have no sourced elevation for yet.' : ''}`}
            data-testid="altitude-profile"
          />
        )}
        {check.high && (
          <Box as="section" aria-labelledby="acclimatisation-heading" bg="bg.sand" p={{ base: '5', md: '7' }} borderRadius="l3" data-testid="acclimatisation">
            <Heading as="h3" id="acclimatisation-heading" size="xl" mb="2">
              Acclimatisation
            </Heading>
            <Text data-testid="acclimatisation-rules">
              {rules.map((r) => r.text).join(' ')} Our guides and the day plan follow this; tell them at once if you feel unwell.
            </Text>
            {rules.map((r) => (
              <FactSources key={r.text} sources={r.sources} checkedOn={r.checkedOn} />
            ))}
            <Text mt="2" fontWeight="semibold">
              This is guidance, not medical advice: ask your doctor or a travel clinic about a journey this high.
            </Text>
            {check.breaks.length > 0 ? (
              <Stack as="ul" listStyle="none" gap="2" mt="4" data-testid="rule-breaks">
                {check.breaks.map((b) => (
                  <Text as="li" key={`${b.night}-${b.kind}`} display="flex" gap="2" alignItems="flex-start" color="red.900">
                    <TriangleAlert size={16} aria-hidden style={{ flexShrink: 0, marginTop: 4 }} />
                    {b.text}
                  </Text>
                ))}
              </Stack>
            ) : (
              check.unchecked.length === 0 && <Text mt="4">No night of this journey climbs faster than this.</Text>
            )}
            {check.unchecked.length > 0 && (
              <Text mt="2" fontSize="sm" color="fg.muted" data-testid="rule-unchecked">
                Not checked: {check.unchecked.length === 1 ? 'day' : 'days'} {check.unchecked.join(', ')}, whose elevation (or the night before's) we have no source for
                yet.
              </Text>
            )}
          </Box>
        )}
      </Stack>
      <StopElevations nights={nights} />
    </Section>
  );
}
