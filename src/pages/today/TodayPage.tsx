/**
 * Today (/today): the traveller's day on the road. Pre-rendered as a shell and precached; the day
 * itself is read from the device after start-up (features/today/Today), online or offline.
 * No photo, not even with no trip planned: on the road it opens for its words, fast.
 */
import { Box } from '@chakra-ui/react';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { island } from '../../components/island';
import { AppLink } from '../../components/links';
import { paths } from '../../config/paths';
import { Opening, OPENING_MIN_H } from '../../components/Opening';

/** Read from the device: in the browser only. */
const TodayContent = island(() => import('../../features/today/Today'), { what: 'your day', when: 'client', placeholder: <Opening what="your day" /> });

export default function TodayPage() {
  return (
    <>
      <PageHeader
        eyebrow="On the road"
        title="Today"
        intro={
          <>
            Your day where you are, from the trips booked and planned on this device, no signal needed. In an emergency: <AppLink href={paths.help()} color="jade.800" fontWeight="semibold">Help and emergency numbers</AppLink>.
          </>
        }
      />
      <Section aria-label="Your day" width="5xl" pt={{ base: '8', md: '12' }}>
        {/* At least as tall as the placeholder, so a short day (or no trip) does not pull the footer up. */}
        <Box minH={OPENING_MIN_H}>
          <TodayContent />
        </Box>
      </Section>
    </>
  );
}
