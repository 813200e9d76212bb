import { NotFound } from '../../components/NotFound';
import { PageHeader } from '../../components/PageHeader';
import type { PageProps } from '../../lib/pageProps';
import { groupName, isItineraryGroup } from '../../content';

export default function ItinerariesPage({ params }: PageProps) {
  const { group } = params;
  if (group !== undefined && !isItineraryGroup(group)) return <NotFound />;
  const heading = group ? `${groupName(group)} Itineraries` : 'All Itineraries';
  return (
    <PageHeader
      eyebrow="Itineraries"
      title={heading}
      intro="Every journey comes with a full day-by-day plan, handpicked stays and private guides, and every one can be tailored to you."
    />
  );
}
