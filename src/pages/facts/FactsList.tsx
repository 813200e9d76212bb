/**
 * The facts page's list: every fact (content/facts.ts, loaded in the browser with the countries'
 * essentials), the oldest check first, each with its kind, what it is about, the fact as the pages
 * give it, the day it was checked and every source with its own words.
 */
import { Box, Flex, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { Fragment, useEffect, useState } from 'react';
import { CORRECTIONS, correctionSources } from '../../content/corrections';
import { countryEssentials } from '../../content/essentials';
import { allFacts, type FactRecord } from '../../content/facts';

const cell = { px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted', textAlign: 'start', verticalAlign: 'top' } as const;

/** The last check's changes, each old value beside the new one and the pages the new one rests on. */
function Corrections({ facts }: { facts: readonly FactRecord[] }) {
  return (
    <Box as="section" aria-labelledby="facts-corrections" mb="8">
      <Heading as="h2" id="facts-corrections" size="lg" mb="2">
        Corrections
      </Heading>
      <Text mb="3" fontSize="sm">
        What the last check changed: the old value, the new one and the pages the new one rests on (their words are with the fact, below).
      </Text>
      {/* Scrolls sideways on a narrow phone: focusable, so the keyboard can scroll it too. */}
      <Box overflowX="auto" tabIndex={0} role="region" aria-label="Corrections, old and new values">
        <chakra.table w="full" borderCollapse="collapse" fontSize="sm" data-testid="corrections">
          <thead>
            <tr>
              <chakra.th scope="col" {...cell}>
                Fact
              </chakra.th>
              <chakra.th scope="col" {...cell}>
                Was
              </chakra.th>
              <chakra.th scope="col" {...cell}>
                Now
              </chakra.th>
              <chakra.th scope="col" {...cell}>
                Sources
              </chakra.th>
            </tr>
          </thead>
          <tbody>
            {CORRECTIONS.map((c) => (
              <tr key={c.what} data-testid="correction">
                <chakra.th scope="row" {...cell} fontWeight="semibold">
                  {c.what}
                  <chakra.span display="block" fontWeight="normal" color="fg.muted">
                    {day(c.checkedOn)}
                  </chakra.span>
                </chakra.th>
                <chakra.td {...cell}>{c.was}</chakra.td>
                <chakra.td {...cell}>{c.now}</chakra.td>
                <chakra.td {...cell}>
                  {/* Inline, in a sentence: links a line apart would be targets too close together. */}
                  {correctionSources(c, facts).map((s, i) => (
                    <Fragment key={s.url}>
                      {i > 0 && '; '}
                      <Link href={s.url} target="_blank" rel="noopener noreferrer" color="jade.800" textDecoration="underline" overflowWrap="anywhere">
                        {s.publisher}
                      </Link>
                    </Fragment>
                  ))}
                  .
                </chakra.td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
    </Box>
  );
}

const day = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function Fact({ fact }: { fact: FactRecord }) {
  return (
    <Box as="li" p="4" bg="bg.panel" borderWidth="1px" borderColor="border.muted" borderRadius="l3" data-testid="fact" data-kind={fact.kind} data-checked={fact.checkedOn}>
      <Flex gap="2" wrap="wrap" align="baseline" justify="space-between">
        <Heading as="h2" size="md">
          {fact.what}
        </Heading>
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          Checked {day(fact.checkedOn)}
        </Text>
      </Flex>
      <Text mt="1" fontSize="xs" fontWeight="bold" letterSpacing="0.06em" textTransform="uppercase" color="brass.800">
        {fact.kind}
      </Text>
      <Text mt="2">{fact.text}</Text>
      {fact.note && (
        <Text mt="1" fontSize="sm" color="brass.800">
          {fact.note}
        </Text>
      )}
      <Stack as="ul" listStyle="none" gap="2" mt="3" ps="0">
        {fact.sources.map((s, i) => (
          <Box as="li" key={i} borderStartWidth="2px" borderColor="border" ps="3" fontSize="sm" data-testid="fact-source">
            <Link href={s.url} target="_blank" rel="noopener noreferrer" color="jade.800" textDecoration="underline" overflowWrap="anywhere">
              {s.publisher}
            </Link>
            {s.official && <Text as="span"> (official)</Text>}
            {s.readVia && (
              <Text fontSize="xs" color="brass.800" data-testid="fact-read-via">
                {s.readVia}
              </Text>
            )}
            <chakra.blockquote cite={s.url} lang={s.lang} mt="1" overflowWrap="anywhere" data-testid="fact-quote">
              “{s.quote}”
            </chakra.blockquote>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

export default function FactsList() {
  const [facts, setFacts] = useState<FactRecord[]>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    countryEssentials.loadAll().then(
      (all) => live && setFacts(allFacts(Object.values(all))),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failed) return <Text role="alert">We couldn’t load the countries’ essentials: reload the page when you are online.</Text>;
  if (!facts) {
    return (
      <Text color="fg.muted" data-testid="facts-loading">
        Loading the facts…
      </Text>
    );
  }
  return (
    <>
      <Corrections facts={facts} />
      <Text mb="5" data-testid="facts-summary">
        {facts.length} facts, {facts.reduce((n, f) => n + f.sources.length, 0)} sources quoted. Oldest check: {day(facts[0]?.checkedOn ?? '')}.
      </Text>
      <Stack as="ol" listStyle="none" gap="4" ps="0" data-testid="facts">
        {facts.map((fact, i) => (
          <Fact key={i} fact={fact} />
        ))}
      </Stack>
    </>
  );
}
