/**
 * 'Source: IEC World Plugs, checked 26 Nov 2026', under every fact: with the fact's quote, a
 * disclosure that, opened, links the source and gives its own words (SourceQuotes); without one
 * (a phrasebook's source), the source a link.
 */
import { Link, Text } from '@chakra-ui/react';
import type { Source } from '../../content/essentials/types';
import { SourceQuotes } from './SourceQuotes';

export function checkedText(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export function SourceNote({ source, label = 'Source:', quote }: { source: Source; label?: string; quote?: string }) {
  if (quote !== undefined) {
    return <SourceQuotes sources={[{ publisher: source.title, url: source.url, quote }]} summary={`${label} ${source.title}, checked ${checkedText(source.checked)}`} />;
  }
  return (
    <Text fontSize="xs" color="fg.muted" mt="1">
      {label}{' '}
      <Link href={source.url} color="jade.700" textDecoration="underline" rel="noopener" target="_blank">
        {source.title}
      </Link>
      , checked {checkedText(source.checked)}
    </Text>
  );
}
