/**
 * A phrasebook: each phrase in English, in its script (marked with the language's `lang`, in the
 * script's font) and transliterated, with the source named under it (and, where phrases come from
 * several, a numbered mark on the rows from each other source; a sentence's number in its source,
 * where it has one). A romanisation the source does not give is marked as ours. Pre-rendered, no
 * script.
 */
import { Box, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { Phrasebook as PhrasebookData } from '../../content/essentials/types';
import { phraseFontFamily } from './fonts';
import { phraseSources, type PhraseSources } from './phraseSources';
import { SourceNote } from './SourceNote';

const cell = { px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted', textAlign: 'start', verticalAlign: 'top' } as const;

export function Phrasebook({ book }: { book: PhrasebookData }) {
  const headingId = `phrases-${book.lang}`;
  const sources = phraseSources(book);
  return (
    <Stack gap="3" as="section" aria-labelledby={headingId}>
      <Heading as="h3" id={headingId} size="xl">
        {book.language}
      </Heading>
      {/* Scrolls sideways on a narrow phone: focusable, so the keyboard can scroll it too. */}
      <Box overflowX="auto" tabIndex={0} role="region" aria-label={`${book.language} phrases`}>
        <chakra.table w="full" borderCollapse="collapse" data-testid={`phrasebook-${book.lang}`}>
          <thead>
            <tr>
              <chakra.th scope="col" {...cell}>
                English
              </chakra.th>
              <chakra.th scope="col" {...cell}>
                {book.language}
              </chakra.th>
              <chakra.th scope="col" {...cell}>
                Say it
              </chakra.th>
            </tr>
          </thead>
          <tbody>
            {book.phrases.map((p) => (
              <tr key={p.english}>
                <chakra.td {...cell}>
                  {p.english}
                  <SourceMark mark={sources.markOf(p)} />
                  {p.ref && (
                    <chakra.span display="block" fontSize="xs" color="fg.muted">
                      {p.ref}
                    </chakra.span>
                  )}
                </chakra.td>
                {p.romanisedOnly ? (
                  <chakra.td {...cell} fontSize="sm" color="fg.muted" data-testid="romanised-only">
                    romanised only in the source
                  </chakra.td>
                ) : (
                  <chakra.td {...cell} lang={book.lang} fontFamily={phraseFontFamily(book.script)} fontSize="lg">
                    {p.script}
                  </chakra.td>
                )}
                {/* Long romanisations ('karuna-ka.ra.la') wrap rather than push the table wider than a phone. */}
                <chakra.td {...cell} fontStyle="italic" overflowWrap="anywhere">
                  {p.romanisedOnly ? <span lang={`${book.lang}-Latn`}>{p.translit}</span> : p.translit}
                  {p.translitByUs && (
                    <chakra.span display="block" fontSize="xs" fontStyle="normal" color="fg.muted" data-testid="our-romanisation">
                      our romanisation
                    </chakra.span>
                  )}
                </chakra.td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
      {book.phrases.some((p) => p.translitByUs) && (
        <Text fontSize="xs" color="fg.muted">
          “Our romanisation”: the source gives the phrase in {book.language} script only, or a romanisation that does not spell it; the one shown is ours.
        </Text>
      )}
      <PhrasebookSource book={book} sources={sources} />
    </Stack>
  );
}

function SourceMark({ mark }: { mark: string | undefined }) {
  if (!mark) return null;
  return (
    <chakra.sup color="fg.muted" ms="0.5">
      <span aria-hidden="true">{mark}</span>
      <chakra.span srOnly> (source {mark}, named under the table)</chakra.span>
    </chakra.sup>
  );
}

function PhrasebookSource({ book, sources }: { book: PhrasebookData; sources: PhraseSources }) {
  if (sources.others.length === 0) return <SourceNote label="Phrases from" source={book.source} />;
  return (
    <Box data-testid={`phrasebook-${book.lang}-sources`}>
      {sources.main && <SourceNote label="Unmarked phrases from" source={sources.main} />}
      {sources.others.map(({ mark, source }) => (
        <SourceNote key={mark} label={`Phrases marked ${mark} from`} source={source} />
      ))}
    </Box>
  );
}
