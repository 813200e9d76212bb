/** 'Source: IEC World Plugs, checked 26 Nov 2026', the source a link: under every fact. */
import { Link, Text } from '@chakra-ui/react';
import type { Source } from '../../content/essentials/types';

export function checkedText(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export function SourceNote({ source, label = 'Source:' }: { source: Source; label?: string }) {
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
