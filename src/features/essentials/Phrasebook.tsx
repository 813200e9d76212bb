/**
 * A phrasebook: each phrase in English, in its script (marked with the language's `lang`, in the
 * script's font) and transliterated, with the source named under it. Pre-rendered, no script.
 */
import { Box, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import type { Phrasebook as PhrasebookData } from '../../content/essentials/types';
import { phraseFontFamily } from './fonts';
import { SourceNote } from './SourceNote';

const cell = { px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted', textAlign: 'start', verticalAlign: 'top' } as const;

export function Phrasebook({ book }: { book: PhrasebookData }) {
  const headingId = `phrases-${book.lang}`;
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
                  {p.unchecked && <UncheckedMark />}
                </chakra.td>
                <chakra.td {...cell} lang={book.lang} fontFamily={phraseFontFamily(book.script)} fontSize="lg">
                  {p.script}
                </chakra.td>
                <chakra.td {...cell} fontStyle="italic">
                  {p.translit}
                </chakra.td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
      <PhrasebookSource book={book} />
    </Stack>
  );
}

function UncheckedMark() {
  return (
    <chakra.span color="fg.muted" title="Not yet checked against a source">
      {' '}
      *<chakra.span srOnly> (not yet checked against a source)</chakra.span>
    </chakra.span>
  );
}

function PhrasebookSource({ book }: { book: PhrasebookData }) {
  const unchecked = book.phrases.filter((p) => p.unchecked).length;
  if (unchecked === book.phrases.length) {
    return (
      <Text fontSize="xs" color="fg.muted" mt="1" data-testid={`phrasebook-${book.lang}-unchecked`}>
        * Not yet checked against a source: compare with{' '}
        <Link href={book.source.url} color="jade.700" textDecoration="underline" rel="noopener" target="_blank">
          {book.source.title}
        </Link>{' '}
        before relying on them.
      </Text>
    );
  }
  return (
    <>
      <SourceNote label="Phrases from" source={book.source} />
      {unchecked > 0 && (
        <Text fontSize="xs" color="fg.muted" data-testid={`phrasebook-${book.lang}-unchecked`}>
          * Not found in that source: not yet checked.
        </Text>
      )}
    </>
  );
}
