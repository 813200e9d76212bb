/**
 * Your booked trip (/trip): the trip Rasa Journeys booked and sent as a link (the trip rides in the
 * link's fragment, which never reaches a server) or a file, checked as ours and kept on the phone;
 * without a link, the trips kept here. Pre-rendered as a shell and precached, so a link opens
 * offline once the app is installed; the trip's code loads in the browser only.
 */
import { Box } from '@chakra-ui/react';
import { Section, SectionHeading } from '../../components/Section';
import { island } from '../../components/island';
import { Opening, OPENING_MIN_H } from '../../components/Opening';

/** Read from the link's fragment and the device: in the browser only. */
const TripView = island(() => import('../../features/bookedTrip/TripView'), { what: 'your trip', when: 'client', placeholder: <Opening what="your trip" /> });

export default function TripPage() {
  return (
    <>
      <Section tone="sand" pt={{ base: '28', md: '36' }} pb={{ base: '4', md: '6' }}>
        <SectionHeading as="h1" eyebrow="Rasa Journeys" title="Your Booked Trip" intro="The journey we booked for you: checked as sent by us, kept on this phone, readable with no signal." />
      </Section>
      <Section aria-label="Your trip" width="5xl" pt={{ base: '8', md: '12' }}>
        <Box minH={OPENING_MIN_H}>
          <TripView />
        </Box>
      </Section>
    </>
  );
}
