/**
 * Words for trouble (content/trouble.ts), beside a country's emergency numbers on /help/{country}:
 * for each of the country's languages, the six phrases a source we can cite shows in the language's
 * script (from its phrasebook, each with its source and a romanisation we wrote marked as ours),
 * and in plain words those no such source was found for; then "Show this to someone": the English
 * words, large, with the country's emergency numbers, and the phrases in script where there are
 * some, open on the page (no tap needed by someone in trouble). Static: Help pre-renders it (an
 * island that waits for a tap, and nothing in it is one), so its code and the phrasebooks stay out
 * of Help's first load. Left off paper, so the page still prints on one sheet.
 */
import { Box, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { emergencyOf, mainAndFallbacks, numberLabel, numberText } from '../../content/emergency';
import { essentials as bhutan } from '../../content/essentials/bhutan';
import { essentials as india } from '../../content/essentials/india';
import { essentials as nepal } from '../../content/essentials/nepal';
import { essentials as sriLanka } from '../../content/essentials/sri-lanka';
import type { CountryEssentials, Phrase, Phrasebook } from '../../content/essentials/types';
import { TROUBLE } from '../../content/trouble';
import type { CountrySlug } from '../../content/types';
import { phraseFontFamily } from '../../features/essentials/fonts';
import { PhraseFonts } from '../../features/essentials/PhraseFonts';

const ESSENTIALS: { readonly [c in CountrySlug]: CountryEssentials } = { india, nepal, bhutan, 'sri-lanka': sriLanka };

export interface TroubleWordsProps {
  readonly country: CountrySlug;
  readonly countryName: string;
}

interface Found {
  readonly book: Phrasebook;
  readonly phrases: readonly { readonly english: string; readonly phrase: Phrase }[];
  readonly missing: readonly string[];
}

/** Each of a book's phrases for trouble, in TROUBLE's order, and the English of those it lacks. */
function troubleOf(book: Phrasebook): Found {
  const phrases = TROUBLE.flatMap((t) => {
    const phrase = book.phrases.find((p) => p.trouble === t.key);
    return phrase ? [{ english: t.english, phrase }] : [];
  });
  const missing = TROUBLE.filter((t) => !book.phrases.some((p) => p.trouble === t.key)).map((t) => t.english);
  return { book, phrases, missing };
}

/** The phrase's source as the page names it: its own, or its book's; with the sentence's number. */
function sourceOf(book: Phrasebook, p: Phrase): string {
  return [(p.source ?? book.source).title, p.ref].filter(Boolean).join(': ');
}

function Language({ found }: { found: Found }) {
  const { book, phrases, missing } = found;
  return (
    <Box as="section" aria-labelledby={`trouble-${book.lang}`} data-testid={`trouble-${book.lang}`}>
      <Heading as="h3" id={`trouble-${book.lang}`} size="md" mb="2">
        {book.language}
      </Heading>
      {phrases.length > 0 && (
        <Stack as="ul" listStyle="none" gap="2" mb="2">
          {phrases.map(({ english, phrase }) => (
            <Box as="li" key={english}>
              <Text as="span" fontWeight="semibold">
                {english}
              </Text>
              {phrase.english !== english && (
                <Text as="span" color="fg.muted">
                  {' '}
                  (“{phrase.english}”)
                </Text>
              )}
              {': '}
              {!phrase.romanisedOnly && (
                <>
                  <chakra.span lang={book.lang} fontFamily={phraseFontFamily(book.script)} fontSize="lg">
                    {phrase.script}
                  </chakra.span>{' '}
                </>
              )}
              <chakra.span fontStyle="italic" lang={phrase.romanisedOnly ? `${book.lang}-Latn` : undefined}>
                {phrase.translit}
              </chakra.span>
              {phrase.romanisedOnly && (
                <Text as="span" fontSize="xs" color="fg.muted" data-testid="romanised-only">
                  {' '}
                  (romanised only: the source gives no {book.language} script)
                </Text>
              )}
              {phrase.translitByUs && (
                <Text as="span" fontSize="xs" color="fg.muted">
                  {' '}
                  (our romanisation)
                </Text>
              )}
              <Text fontSize="xs" color="fg.muted">
                {sourceOf(book, phrase)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {missing.length > 0 && (
        <Text fontSize="sm" data-testid={`trouble-${book.lang}-missing`}>
          {phrases.length === 0
            ? `We found no source we could cite that gives any of these in ${book.language} script: `
            : `Not found in ${book.language}${phrases.every((p) => p.phrase.romanisedOnly) ? '' : ' script'} in a source we could cite: `}
          {missing.map((m) => `“${m}”`).join(', ')}. Show the English words below, with the numbers.
        </Text>
      )}
    </Box>
  );
}

export default function TroubleWords({ country, countryName }: TroubleWordsProps) {
  const books = ESSENTIALS[country].phrasebooks;
  // The numbers for police, ambulance and fire (not the tourist police's lines, nor the fallbacks).
  const emergency = emergencyOf(country);
  const numbers = emergency ? mainAndFallbacks(emergency).main.filter((n) => n.services.some((s) => s === 'police' || s === 'ambulance' || s === 'fire')) : [];
  const found = books.map(troubleOf);
  const shownScripts = found.filter((f) => f.phrases.some((p) => !p.phrase.romanisedOnly)).map((f) => f.book.script);
  return (
    <Box as="section" aria-labelledby="help-words" data-print="hide" data-testid="trouble-words">
      {/* Only the scripts shown: a language with no phrase found fetches no font. */}
      {shownScripts.length > 0 && <PhraseFonts scripts={shownScripts} />}
      <Heading as="h2" id="help-words" size={{ base: 'xl', md: '2xl' }} mb="3">
        Words for trouble
      </Heading>
      <Stack gap="5">
        {found.map((f) => (
          <Language key={f.book.lang} found={f} />
        ))}
        <Box as="section" aria-labelledby="help-show-this" data-testid="show-this">
          <Heading as="h3" id="help-show-this" size="md" mb="1">
            Show this to someone
          </Heading>
          <Text fontSize="sm" mb="3">
            Turn your screen towards whoever can help: what you need, in English and where we have it in the local script, and the numbers to call.
          </Text>
          <Box p={{ base: '4', md: '6' }} borderWidth="2px" borderColor="red.700" borderRadius="l3" bg="bg.panel">
            <Stack as="ul" listStyle="none" gap="3">
              {TROUBLE.map((t) => (
                <Box as="li" key={t.key}>
                  <Text fontFamily="heading" fontWeight="700" fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.1">
                    {t.english}
                  </Text>
                  {found.map(({ book, phrases }) => {
                    const hit = phrases.find((p) => p.english === t.english);
                    // Someone reads this: a line in script only (a romanised one is for the traveller to say).
                    return (
                      hit &&
                      !hit.phrase.romanisedOnly && (
                        <chakra.p key={book.lang} lang={book.lang} fontFamily={phraseFontFamily(book.script)} fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.3">
                          {hit.phrase.script}
                        </chakra.p>
                      )
                    );
                  })}
                </Box>
              ))}
            </Stack>
            <Text mt="5" fontWeight="semibold" fontSize="xl">
              Emergency numbers in {countryName}:
            </Text>
            <Stack as="ul" listStyle="none" gap="1" data-testid="show-this-numbers">
              {numbers.map((n) => (
                <Text as="li" key={n.number} fontFamily="heading" fontWeight="700" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" color="red.700">
                  {numberText(n)}{' '}
                  <Text as="span" fontFamily="body" fontWeight="semibold" fontSize={{ base: 'lg', md: '2xl' }} color="fg">
                    {numberLabel(n)}
                  </Text>
                </Text>
              ))}
            </Stack>
          </Box>
        </Box>
      </Stack>
    </Box>
  );
}
