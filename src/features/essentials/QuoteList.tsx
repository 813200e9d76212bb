/**
 * What a fact's sources say, each linked, in its own words, word for word: the inside of an opened
 * SourceQuotes (and of Before you go's list of sources), loaded when one is first opened, so that
 * no page's first load carries it. A source given without its words has them in
 * content/sourceWords.ts (facts on a page's first load keep them there): loaded with it.
 */
import { Box, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { Quoted } from './SourceQuotes';

type Words = Readonly<Record<string, string>>;

/** The words kept apart, where the list needs them; undefined until they are here. */
function useKeptWords(needed: boolean): { words?: Words; failed: boolean } {
  const [state, setState] = useState<{ words?: Words; failed: boolean }>({ failed: false });
  useEffect(() => {
    if (!needed || state.words) return;
    let live = true;
    import('../../content/sourceWords').then(
      (m) => live && setState({ words: m.SOURCE_WORDS, failed: false }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [needed, state.words]);
  return state;
}

export default function QuoteList({ sources }: { sources: readonly Quoted[] }) {
  const kept = useKeptWords(sources.some((s) => s.quote === undefined));
  return (
    <Stack as="ul" listStyle="none" gap="2" mt="1.5" ps="0" data-print="hide">
      {sources.map((s, i) => {
        const quote = s.quote ?? kept.words?.[s.url];
        return (
          <Box as="li" key={i} borderStartWidth="2px" borderColor="border" ps="2.5">
            <Link href={s.url} target="_blank" rel="noopener noreferrer" color="jade.800" textDecoration="underline" overflowWrap="anywhere">
              {s.publisher}
            </Link>
            {s.official && <Text as="span"> (official)</Text>}
            {quote !== undefined ? (
              <chakra.blockquote cite={s.url} lang={s.lang} mt="0.5" overflowWrap="anywhere">
                “{quote}”
              </chakra.blockquote>
            ) : (
              <Text mt="0.5" color="fg.muted" role={kept.failed ? 'alert' : undefined}>
                {kept.failed ? 'We couldn’t load what the source says: try again when you are online.' : 'Loading what the source says…'}
              </Text>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
