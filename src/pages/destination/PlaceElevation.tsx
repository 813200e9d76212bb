/**
 * A place's elevation with its source, under the place's story (the catalogue's
 * src/content/elevations.ts), and on request what the source says: nothing for a place no source
 * gives a figure for yet. An island that waits for a tap (opening the source's words), so the
 * elevations stay out of the page's first load.
 */
import { Box, Link, Text } from '@chakra-ui/react';
import { Mountain as LucideMountain } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { checkedMonth } from '../../content/checked';
import { elevationOfPlace, formatElevation } from '../../content/elevations';
import { SourceQuotes } from '../../features/essentials/SourceQuotes';

const Mountain = lightIcon(LucideMountain);

export interface PlaceElevationProps {
  /** The place's PlaceRef, 'india/ladakh'. */
  place: string;
}

export default function PlaceElevation({ place }: PlaceElevationProps) {
  const e = elevationOfPlace(place);
  if (!e) return null;
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted" data-testid="place-elevation">
        <Mountain size={16} aria-hidden style={{ display: 'inline', verticalAlign: '-2px', marginRight: 6 }} />
        <Text as="span" fontWeight="semibold" color="fg">
          Elevation: {formatElevation(e)}
          {e.of ? ` (${e.of})` : ''}.
        </Text>{' '}
        Source:{' '}
        <Link href={e.source.url} target="_blank" rel="noopener noreferrer" color="fg.muted" textDecoration="underline">
          {e.source.publisher}
        </Link>
        , checked {checkedMonth(e.checkedOn)}.
      </Text>
      <SourceQuotes sources={[e.source]} />
    </Box>
  );
}
