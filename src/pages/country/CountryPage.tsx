import { NotFound } from '../../components/NotFound';
import { PageHeader } from '../../components/PageHeader';
import type { PageProps } from '../../lib/pageProps';
import { getCountry } from '../../content';

export default function CountryPage({ params }: PageProps) {
  const country = getCountry(params.country);
  if (!country) return <NotFound />;
  return <PageHeader eyebrow="Destinations" title={`Luxury Travel in ${country.name}`} intro={country.description} />;
}
