/**
 * Questions and answers that open one at a time. Native <details> elements sharing a name do
 * this with no script: they work on the pre-rendered page before the app starts. Chakra's Accordion
 * instead, measured 7 Dec with the derived chunk groups: /contact would start with 138.3 KB gzip
 * (124.8; over the 135 KB budget, so the build fails) and its first visit fetch 17 files, 170.5 KB
 * (13, 163.6), and a question tapped before the app starts would not open.
 */
import { Box, chakra, Text } from '@chakra-ui/react';
import { ChevronDown as LucideChevronDown } from 'lucide-react';
import { lightIcon } from './lightIcon';

const ChevronDown = lightIcon(LucideChevronDown);

export interface Faq {
  readonly q: string;
  readonly a: string;
}

export function FaqList({ name, items }: { name: string; items: readonly Faq[] }) {
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="l3" bg="bg.panel" overflow="hidden">
      {items.map((item) => (
        <chakra.details key={item.q} name={name} borderBottomWidth="1px" borderColor="border" _last={{ borderBottomWidth: '0' }} css={{ '&[open] > summary svg': { transform: 'rotate(180deg)' } }}>
          <chakra.summary
            display="flex"
            alignItems="center"
            gap="3"
            px="5"
            py="4"
            fontWeight="semibold"
            cursor="pointer"
            listStyle="none"
            _hover={{ bg: 'bg.sand' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'jade.500', outlineOffset: '-2px' }}
            css={{ '&::-webkit-details-marker': { display: 'none' }, '& svg': { transition: 'transform 0.2s' } }}
          >
            <Box as="span" flex="1">
              {item.q}
            </Box>
            <ChevronDown size={18} aria-hidden style={{ flexShrink: 0 }} />
          </chakra.summary>
          <Text px="5" pb="5" color="fg.muted">
            {item.a}
          </Text>
        </chakra.details>
      ))}
    </Box>
  );
}
