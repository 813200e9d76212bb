/**
 * A call, a text and WhatsApp for a number a booked trip holds (a driver's, a hotel's, the 24-hour
 * line). `call={false}` where the number itself is already shown as the call link; `text={false}`
 * where "Text my position" (TextPosition.tsx) offers the text, with the position in it.
 */
import { HStack, Link, type LinkProps } from '@chakra-ui/react';
import { contactLinks } from './contact';

/** Each link at least 24 px tall (WCAG 2.2 target size): small words side by side on a phone. */
const target: LinkProps = { color: 'jade.800', display: 'inline-flex', alignItems: 'center', minH: '6', minW: '6' };

export function Reach({ phone, who, call = true, text = true }: { phone: string; who: string; call?: boolean; text?: boolean }) {
  const links = contactLinks(phone);
  if (!links) return null;
  return (
    <HStack as="span" gap="3" wrap="wrap" fontSize="sm">
      {call && (
        <Link href={links.call} {...target} fontWeight="semibold" aria-label={`Call ${who}: ${phone}`}>
          Call {phone}
        </Link>
      )}
      <Link href={links.whatsApp} {...target} aria-label={`WhatsApp ${who}`} target="_blank" rel="noopener noreferrer">
        WhatsApp
      </Link>
      {text && (
        <Link href={links.text} {...target} aria-label={`Text ${who}`}>
          Text
        </Link>
      )}
    </HStack>
  );
}

