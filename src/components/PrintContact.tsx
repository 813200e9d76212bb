/**
 * The agency's phone numbers and e-mail addresses for a printed page (or its PDF), where the
 * footer is left out: hidden on screen, shown only in print (src/theme/print.css).
 */
import { Box, Text } from '@chakra-ui/react';
import { site } from '../config/site';

export function PrintContact() {
  return (
    <Box data-print="only" data-testid="print-contact" display="none" px="6" py="4" borderTopWidth="1px" borderColor="border">
      <Text fontWeight="semibold">{site.brand}</Text>
      <Text>
        {site.phones.map((p) => `${p.label}: ${p.display}`).join(' · ')}
      </Text>
      <Text>{site.emails.map((e) => e.address).join(' · ')}</Text>
    </Box>
  );
}
