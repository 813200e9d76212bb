/**
 * A fact's sources in a disclosure: the closed <details> names them (its summary), and opened it
 * gives each as a link with its own words, word for word. What it holds is drawn only when it is
 * opened (the page's data has it), so the links and the words add nothing to the pre-rendered HTML
 * that every visitor's precache carries; opened before the page's script ran, it fills once it
 * has. In print only the summary shows.
 */
import { Box, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** What a source says, in its own words, linked to it. */
export interface Quoted {
  readonly publisher: string;
  readonly url: string;
  readonly quote: string;
  readonly official?: true;
  /** The page's language, where it is not English. */
  readonly lang?: string;
}

/** `onPaper` false leaves the whole disclosure off paper (Help's one printed sheet); else its line prints. */
export function SourceQuotes({ sources, summary, onPaper = true }: { sources: readonly Quoted[]; summary?: ReactNode; onPaper?: boolean }) {
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(details.current?.open ?? false), []);
  return (
    <chakra.details ref={details} mt="1" fontSize="xs" data-print={onPaper ? undefined : 'hide'} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <chakra.summary cursor="pointer" color="fg.muted" _hover={{ color: 'jade.800' }}>
        {summary ?? (sources.length === 1 ? 'What the source says' : 'What the sources say')}
      </chakra.summary>
      {open && (
        <Stack as="ul" listStyle="none" gap="2" mt="1.5" ps="0" data-print="hide">
          {sources.map((s, i) => (
            <Box as="li" key={i} borderStartWidth="2px" borderColor="border" ps="2.5">
              <Link href={s.url} target="_blank" rel="noopener noreferrer" color="jade.800" textDecoration="underline" overflowWrap="anywhere">
                {s.publisher}
              </Link>
              {s.official && <Text as="span"> (official)</Text>}
              <chakra.blockquote cite={s.url} lang={s.lang} mt="0.5" overflowWrap="anywhere">
                “{s.quote}”
              </chakra.blockquote>
            </Box>
          ))}
        </Stack>
      )}
    </chakra.details>
  );
}
