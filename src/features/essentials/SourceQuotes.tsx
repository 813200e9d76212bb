/**
 * A fact's sources in a disclosure: the closed <details> names them (its summary), and opened it
 * gives each as a link with its own words, word for word (QuoteList, loaded when one is first
 * opened). What it holds is drawn only when it is opened, so the links and the words add nothing
 * to the pre-rendered HTML that every visitor's precache carries, nor its code to a first load;
 * opened before the page's script ran, it fills once it has. In print only the summary shows.
 */
import { Text, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { island } from '../../components/island';

/** What a source says, in its own words, linked to it. */
export interface Quoted {
  readonly publisher: string;
  readonly url: string;
  /** Absent: in content/sourceWords.ts, by the page's address, loaded with the list. */
  readonly quote?: string;
  readonly official?: true;
  /** The page's language, where it is not English. */
  readonly lang?: string;
}

/** The list of what the sources say: its code and the words kept apart load on the first opening. */
export const QuoteList = island(() => import('./QuoteList'), {
  what: 'what the sources say',
  when: 'client',
  placeholder: (
    <Text mt="1.5" color="fg.muted">
      Loading what the sources say…
    </Text>
  ),
});

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
      {open && <QuoteList sources={sources} />}
    </chakra.details>
  );
}
