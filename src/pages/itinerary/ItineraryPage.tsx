import { NotFound } from '../../components/NotFound';
import { PageHeader } from '../../components/PageHeader';
import type { PageProps } from '../../lib/pageProps';
import { paths } from '../../config/paths';
import { getItinerary } from '../../content';

export default function ItineraryPage({ params }: PageProps) {
  const itinerary = getItinerary(params.id);
  if (!itinerary) {
    return (
      <NotFound
        title="Itinerary Not Found"
        text="The itinerary you're looking for doesn't exist."
        backLabel="Back to Itineraries"
        backHref={paths.itineraries()}
      />
    );
  }
  return <PageHeader eyebrow={itinerary.duration} title={itinerary.title} intro={itinerary.description} />;
}
