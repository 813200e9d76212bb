/**
 * My Journeys: the page header, then what this device keeps (planned trips, saved journeys to
 * compare, saved places), or three popular journeys while nothing is kept. Pre-rendered as a shell;
 * the list fills in after start-up, online or offline.
 */
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { lazyComponent } from '../../lib/load';
import { DeviceContent } from './DeviceContent';

const MyJourneysView = lazyComponent(() => import('../../features/journeys/MyJourneysView'));

export default function MyJourneysPage() {
  return (
    <>
      <PageHeader eyebrow="Kept on this device" title="My Journeys" intro="Your shortlist and your dated trips, ready on the road: no account, no signal needed." />
      <Section aria-label="Your journeys and places" width="6xl">
        <DeviceContent what="your journeys">
          <MyJourneysView />
        </DeviceContent>
      </Section>
    </>
  );
}
