/**
 * A call, a text and WhatsApp for a number a booked trip holds (a driver's, a hotel's, the 24-hour
 * line). `call={false}` where the number itself is already shown as the call link.
 */
import { HStack, Link } from '@chakra-ui/react';
import { contactLinks } from './contact';

export function Reach({ phone, who, call = true }: { phone: string; who: string; call?: boolean }) {
  const links = contactLinks(phone);
  if (!links) return null;
  return (
    <HStack as="span" gap="3" wrap="wrap" fontSize="sm">
      {call && (
        <Link href={links.call} color="jade.800" fontWeight="semibold" aria-label={`Call ${who}: ${phone}`}>
          Call {phone}
        </Link>
      )}
      <Link href={links.whatsApp} color="jade.800" aria-label={`WhatsApp ${who}`} target="_blank" rel="noopener noreferrer">
        WhatsApp
      </Link>
      <Link href={links.text} color="jade.800" aria-label={`Text ${who}`}>
        Text
      </Link>
    </HStack>
  );
}

