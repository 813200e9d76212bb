import { NotFound } from '../../components/NotFound';
import { PageHeader } from '../../components/PageHeader';
import type { PageProps } from '../../lib/pageProps';
import { paths } from '../../config/paths';
import { getDestination } from '../../content';

export default function DestinationPage({ params }: PageProps) {
  const destination = getDestination(params.country, params.place);
  if (!destination) {
    return (
      <NotFound
        title="Destination Not Found"
        text="The destination you're looking for doesn't exist."
        backLabel="Back to Destinations"
        backHref={paths.destinations()}
      />
    );
  }
  return <PageHeader eyebrow={destination.tagline} title={destination.name} intro={destination.description} />;
}
