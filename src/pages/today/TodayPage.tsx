/**
 * Today (/today): the traveller's day on the road. Pre-rendered as a shell and precached; the day
 * itself is read from the device after start-up (features/journeys/TodayView), online or offline.
 * No photo: on the road it opens for its words, fast.
 */
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { island } from '../../components/island';
import { AppLink } from '../../components/links';
import { paths } from '../../config/paths';
import { Opening } from '../my-journeys/Opening';

/** Read from the device: in the browser only. */
const TodayContent = island(() => import('./TodayContent'), { what: 'your day', when: 'client', placeholder: <Opening what="your day" /> });

export default function TodayPage() {
  return (
    <>
      <PageHeader
        eyebrow="On the road"
        title="Today"
        intro={
          <>
            Your day where you are, from the trips planned on this device, no signal needed. In an emergency: <AppLink href={paths.help()} color="jade.800" fontWeight="semibold">Help and emergency numbers</AppLink>.
          </>
        }
      />
      <Section aria-label="Your day" width="5xl" pt={{ base: '8', md: '12' }}>
        <TodayContent />
      </Section>
    </>
  );
}
