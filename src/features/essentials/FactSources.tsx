/**
 * Where a fact comes from, under it: a disclosure whose line names its sources (an authority's own
 * page marked as such) and the month they were read, and which, opened, links each and gives its
 * own words (SourceQuotes). For the emergency numbers and the altitude guidance; SourceNote does
 * the same for an essentials fact.
 */
import { checkedMonth } from '../../content/checked';
import { SourceQuotes, type Quoted } from './SourceQuotes';

export function FactSources({ sources, checkedOn, onPaper }: { sources: readonly Quoted[]; checkedOn: string; onPaper?: boolean }) {
  const names = sources.map((s) => `${s.publisher}${s.official ? ' (official)' : ''}`).join('; ');
  return <SourceQuotes sources={sources} onPaper={onPaper} summary={`${sources.length === 1 ? 'Source' : 'Sources'}: ${names}, checked ${checkedMonth(checkedOn)}`} />;
}
