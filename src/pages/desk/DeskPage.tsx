/**
 * The specialist's desk (/desk): where the agency makes a booked trip from an itinerary and sends
 * it, signed, to the traveller as a link, a file and a QR code. In no menu, kept out of search
 * engines and of the precache (config/precache.ts's DESK_PAGES): an office tool, used online. The
 * desk itself loads in the browser only, on this page.
 */
import { Box } from '@chakra-ui/react';
import { Section, SectionHeading } from '../../components/Section';
import { island } from '../../components/island';
import { Opening, OPENING_MIN_H } from '../../components/Opening';

const Desk = island(() => import('../../desk/Desk'), { what: 'the desk', when: 'client', placeholder: <Opening what="the desk" /> });

export default function DeskPage() {
  return (
    <>
      <Section tone="sand" pt={{ base: '28', md: '36' }} pb={{ base: '4', md: '6' }}>
        <SectionHeading as="h1"
        eyebrow="For Rasa Journeys specialists"
        title="Specialist's Desk"
        intro="Make the trip we booked from its itinerary, then send it to the traveller, signed with the agency's key: a link, a file for an e-mail, and a QR code."
      />
      </Section>
      <Section aria-label="The desk" width="5xl" pt={{ base: '8', md: '12' }}>
        <Box minH={OPENING_MIN_H}>
          <Desk />
        </Box>
      </Section>
    </>
  );
}
