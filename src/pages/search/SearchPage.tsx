/**
 * Search: the page header, a search form with the words from the URL (/search?q=tiger), and every
 * result grouped by kind, best first. Pre-rendered as an empty shell; the results fill in after
 * start-up, online or offline.
 */
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { SearchPageForm } from '../../features/search/SearchPageForm';
import { SearchResults } from '../../features/search/SearchResults';
import { useSearchQuery } from '../../features/search/useSearchQuery';

export default function SearchPage() {
  const query = useSearchQuery();
  return (
    <>
      <PageHeader eyebrow="Find your journey" title="Search" intro="Every destination, itinerary, experience and question in the guide, saved on your device too." />
      <Section aria-label="Search results" width="3xl">
        <SearchPageForm query={query} />
        <SearchResults query={query} />
      </Section>
    </>
  );
}
