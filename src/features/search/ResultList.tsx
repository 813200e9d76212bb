/**
 * Search results grouped by kind, best first: each a link with its title, a line of context and a
 * short text, the matched words marked. The same list serves the nav bar's dropdown (a few per
 * group) and the search page (all of them, under headings).
 */
import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import type { SearchAnswer, SearchHit } from './engine';
import { excerpt, highlight } from './highlight';
import { KIND_LABELS } from './options';

/** The text with its matched words in <mark>: React nodes, never HTML. */
export function Marked({ text, terms }: { text: string; terms: ReadonlySet<string> }) {
  return (
    <>
      {highlight(text, terms).map((segment, i) =>
        segment.match ? (
          <chakra.mark key={i} bg="brass.100" color="fg" px="0.5" borderRadius="l1">
            {segment.text}
          </chakra.mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

/**
 * A link to the result. One with a #fragment (an experience, a question) loads its page in full so
 * the browser scrolls to the fragment; the client router would open the page at its top.
 */
function ResultLink({ href, onChoose, children }: { href: string; onChoose?: () => void; children: ReactNode }) {
  const styles = {
    display: 'block',
    px: '3',
    py: '2',
    borderRadius: 'l2',
    color: 'fg',
    textDecoration: 'none',
    _hover: { bg: 'bg.sand' },
    _focusVisible: { bg: 'bg.sand', outline: '2px solid', outlineColor: 'jade.500', outlineOffset: '-2px' },
  } as const;
  return href.includes('#') ? (
    <chakra.a href={href} onClick={onChoose} {...styles}>
      {children}
    </chakra.a>
  ) : (
    <chakra.a asChild {...styles}>
      <RouterLink href={href} onClick={onChoose}>
        {children}
      </RouterLink>
    </chakra.a>
  );
}

function Result({ hit, size, onChoose }: { hit: SearchHit; size: 'sm' | 'md'; onChoose?: () => void }) {
  const terms = useMemo(() => new Set(hit.terms), [hit.terms]);
  return (
    <li>
      <ResultLink href={hit.url} onChoose={onChoose}>
        <Text as="span" display="block" fontWeight="semibold" fontSize={size === 'sm' ? 'sm' : 'lg'}>
          <Marked text={hit.title} terms={terms} />
        </Text>
        <Text as="span" display="block" fontSize="xs" color="fg.muted">
          {hit.context}
        </Text>
        <Text as="span" display="block" fontSize="sm" color="fg.muted" lineClamp={size === 'sm' ? 2 : 3} mt="0.5">
          <Marked text={excerpt(hit.snippet, hit.passages, terms, size === 'sm' ? 110 : 240)} terms={terms} />
        </Text>
      </ResultLink>
    </li>
  );
}

export interface ResultListProps {
  answer: SearchAnswer;
  /** At most this many results per group (the dropdown); all when undefined. */
  limit?: number;
  /** Group labels as headings of this level (the search page); plain labels when undefined. */
  headingLevel?: 2;
  size?: 'sm' | 'md';
  idPrefix: string;
  onChoose?: () => void;
}

export function ResultList({ answer, limit, headingLevel, size = 'md', idPrefix, onChoose }: ResultListProps) {
  return (
    <Stack gap={size === 'sm' ? '3' : '8'}>
      {answer.groups.map((group) => {
        const labelId = `${idPrefix}-${group.kind}`;
        const label = `${KIND_LABELS[group.kind]} (${group.hits.length})`;
        return (
          <Box key={group.kind} role="group" aria-labelledby={labelId}>
            <Text
              as={headingLevel ? 'h2' : 'p'}
              id={labelId}
              px={size === 'sm' ? '3' : '0'}
              mb="1"
              fontFamily="body"
              fontSize={size === 'sm' ? 'xs' : 'md'}
              fontWeight="semibold"
              letterSpacing="0.12em"
              textTransform="uppercase"
              color="brass.700"
            >
              {label}
            </Text>
            <Stack as="ul" gap="0.5" listStyle="none" mx={size === 'sm' ? '0' : '-3'}>
              {group.hits.slice(0, limit).map((hit) => (
                <Result key={hit.id} hit={hit} size={size} onChoose={onChoose} />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
