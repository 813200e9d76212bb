/**
 * A list with a small mark before each item: brass check marks (highlights, a day's activities), or
 * what a price includes (jade checks) and leaves out (red crosses). The marks are drawn by the site
 * stylesheet (src/theme/marks.css), once for all items, not as an SVG in each.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';

export type BulletMark = 'check' | 'included' | 'excluded';

export function BulletList({ items, columns = 1, mark = 'check' }: { items: readonly string[]; columns?: 1 | 2; mark?: BulletMark }) {
  return (
    <Stack as="ul" data-mark={mark} gap="2.5" listStyle="none" display={columns === 2 ? 'grid' : 'flex'} gridTemplateColumns={{ md: columns === 2 ? '1fr 1fr' : undefined }}>
      {items.map((item) => (
        <HStack as="li" key={item} align="flex-start" gap="2.5">
          <Text>{item}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
