import { PageHeader } from '../../components/PageHeader';

export default function DestinationsPage() {
  return (
    <PageHeader
      eyebrow="Destinations"
      title="Explore Our Destinations"
      intro="From Mughal monuments and desert palaces to Himalayan valleys and tropical tea country: four countries, each with places we know by heart."
    />
  );
}
