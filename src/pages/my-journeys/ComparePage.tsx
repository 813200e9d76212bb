/**
 * Compare Journeys (/my-journeys/compare?ids=a,b,c): the page header, then the journeys in the
 * URL side by side, with a way back to My Journeys. Pre-rendered as a shell; the table fills in
 * after start-up from the query, so a shared comparison opens as it was sent, offline too.
 */
import { Box } from '@chakra-ui/react';
import { AppLink } from '../../components/links';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { paths } from '../../config/paths';
import { island } from '../../components/island';
import { Opening } from '../../components/Opening';

/** Read from the query and the device: in the browser only. */
const CompareView = island(() => import('../../features/journeys/CompareView'), { what: 'the comparison', when: 'client', placeholder: <Opening what="the comparison" /> });

export default function ComparePage() {
  return (
    <>
      <PageHeader eyebrow="My Journeys" title="Compare Journeys" intro="Length, price, grade, places, best months, highlights and hotels, side by side." />
      <Section aria-label="Comparison" width="7xl">
        <Box mb="6" data-print="hide">
          <AppLink href={paths.myJourneys()} color="jade.700" fontWeight="semibold">
            ← Back to My Journeys
          </AppLink>
        </Box>
        <CompareView />
      </Section>
    </>
  );
}
