/**
 * A list with small brass check marks.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';

export function BulletList({ items, columns = 1 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <Stack as="ul" gap="2.5" listStyle="none" display={columns === 2 ? 'grid' : 'flex'} gridTemplateColumns={{ md: columns === 2 ? '1fr 1fr' : undefined }}>
      {items.map((item) => (
        <HStack as="li" key={item} align="flex-start" gap="2.5">
          <Check size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3, color: 'var(--chakra-colors-brass-600)' }} />
          <Text>{item}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
