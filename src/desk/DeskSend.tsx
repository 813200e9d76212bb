/**
 * The desk's last part: the signing key (the local stand-in's under `npm start`, else a key file
 * the specialist picks), "Send to the traveller", and what it gives: the link (to copy, or open),
 * the `.json` file to attach to an e-mail, and the link's QR code where it fits in one.
 */
import { Box, Button, chakra, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Copy as LucideCopy, Download as LucideDownload, KeyRound as LucideKeyRound, Send as LucideSend } from 'lucide-react';
import { useId, useState } from 'react';
import { island } from '../components/island';
import { lightIcon } from '../components/lightIcon';
import { envelopeJson } from '../features/bookedTrip/envelope';
import { isTrusted, type SigningKey } from '../features/bookedTrip/keys';
import { trustedKeys } from '../features/bookedTrip/trusted';
import { tripFileName, type Problem, type Sent } from './draft';
import { keyFromFile } from './key';
import { TextField } from './fields';

const Copy = lightIcon(LucideCopy);
const Download = lightIcon(LucideDownload);
const KeyRound = lightIcon(LucideKeyRound);
const Send = lightIcon(LucideSend);

/** The link's QR code: lean-qr loads only once a trip has been sent. */
const QrCode = island<{ link: string }>(async () => ({ default: (await import('./TripQr')).TripQr }), { what: 'the QR code', when: 'client' });

function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function Outputs({ sent, note }: { sent: Sent; note: string }) {
  const [copied, setCopied] = useState<string>();
  const copy = () =>
    navigator.clipboard?.writeText(sent.link).then(
      () => setCopied('Link copied.'),
      () => setCopied('Copy the link from the box above.'),
    ) ?? setCopied('Copy the link from the box above.');
  return (
    <Stack gap="5" borderWidth="1px" borderColor="jade.200" bg="jade.50" borderRadius="l3" p={{ base: '4', md: '6' }} data-testid="trip-sent">
      <Text role="status" fontWeight="semibold" color="jade.900">
        {note}
      </Text>
      <Stack gap="2">
        <TextField id="desk-trip-link" label="Link to the trip" value={sent.link} onChange={() => undefined} readOnly onFocus={(e) => e.currentTarget.select()} data-testid="trip-link" />
        <HStack gap="3" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden /> Copy the link
          </Button>
          <Link href={sent.link} target="_blank" rel="noopener" color="jade.800" fontWeight="semibold" fontSize="sm" data-testid="trip-link-open">
            Open the trip (revision {sent.revision})
          </Link>
        </HStack>
        <Text aria-live="polite" fontSize="sm">
          {copied}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          The trip rides after the # of the link, which browsers never send to a server.
        </Text>
      </Stack>
      <Box>
        <Button size="sm" variant="outline" onClick={() => download(tripFileName(tripIdOf(sent), sent.revision), `${envelopeJson(sent.envelope)}\n`)}>
          <Download aria-hidden /> Download the .json file
        </Button>
        <Text fontSize="xs" color="fg.muted" mt="1">
          Attach it to an e-mail: the traveller adds it in My Journeys, "Add a trip from Rasa Journeys".
        </Text>
      </Box>
      <QrCode link={sent.link} />
    </Stack>
  );
}

/** The tripId of what was sent, from its content. */
function tripIdOf(sent: Sent): string {
  try {
    return String((JSON.parse(sent.content) as { tripId?: unknown }).tripId ?? 'trip');
  } catch {
    return 'trip';
  }
}

function KeyLine({ signingKey, origin, onKey }: { signingKey: SigningKey | undefined; origin: 'local' | 'file' | undefined; onKey: (key: SigningKey) => void }) {
  const inputId = useId();
  const [problem, setProblem] = useState<string>();
  const trusted = signingKey && isTrusted(signingKey, trustedKeys());
  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const read = await keyFromFile(file);
    if (read.ok) {
      setProblem(undefined);
      onKey(read.key);
    } else setProblem(read.message);
  };
  return (
    <Stack gap="2" data-testid="desk-key">
      <HStack gap="2" align="start">
        <Box mt="0.5" color="jade.700" aria-hidden>
          <KeyRound size={18} />
        </Box>
        <Text>
          {signingKey
            ? `Signing with ${origin === 'local' ? "this computer's local key (npm start)" : 'the key file you chose'}: ${signingKey.kid}.${trusted ? '' : " This site does not trust it: travellers' phones would refuse what it signs."}`
            : 'Choose the signing key file (a .jwk or .json file you were given) to send trips. It stays in this page only.'}
        </Text>
      </HStack>
      <Box>
        <chakra.label htmlFor={inputId} display="block" fontSize="sm" fontWeight="semibold" mb="1">
          {signingKey ? 'Use another key file' : 'Signing key file'}
        </chakra.label>
        <chakra.input id={inputId} type="file" accept=".jwk,.json,application/json,application/jwk+json" fontSize="sm" maxW="full" onChange={(e) => void onFile(e.currentTarget)} aria-describedby={problem ? `${inputId}-problem` : undefined} />
        {problem && (
          <Text id={`${inputId}-problem`} role="alert" fontSize="sm" color="red.700" mt="1">
            {problem}
          </Text>
        )}
      </Box>
    </Stack>
  );
}

export interface DeskSendProps {
  readonly signingKey: SigningKey | undefined;
  readonly keyOrigin: 'local' | 'file' | undefined;
  readonly onKey: (key: SigningKey) => void;
  readonly onSend: () => void;
  readonly sending: boolean;
  readonly problems: readonly Problem[] | undefined;
  readonly message: string | undefined;
  /** What was sent last, with a line on where it stands. */
  readonly sent: { readonly sent: Sent; readonly note: string } | undefined;
}

export function DeskSend({ signingKey, keyOrigin, onKey, onSend, sending, problems, message, sent }: DeskSendProps) {
  return (
    <Stack as="section" aria-labelledby="desk-send-heading" gap="5">
      <Heading as="h2" id="desk-send-heading" size={{ base: 'xl', md: '2xl' }}>
        Send to the traveller
      </Heading>
      <KeyLine signingKey={signingKey} origin={keyOrigin} onKey={onKey} />
      <Box>
        <Button colorPalette="jade" size="lg" onClick={onSend} loading={sending} disabled={!signingKey}>
          <Send aria-hidden /> Send to the traveller
        </Button>
      </Box>
      <Box role="alert" data-testid="desk-problems">
        {problems && problems.length > 0 && (
          <Box borderWidth="1px" borderColor="red.300" bg="red.50" color="red.900" borderRadius="l2" p="4">
            <Text fontWeight="semibold">
              {problems.length === 1 ? 'One thing to fix before sending:' : `${problems.length} things to fix before sending:`}
            </Text>
            <Stack as="ul" ps="5" listStyleType="disc" gap="1" mt="2">
              {problems.map((p) => (
                <li key={`${p.field}:${p.message}`}>
                  <Link
                    href={`#${p.field}`}
                    color="red.900"
                    textDecoration="underline"
                    onClick={(e) => {
                      e.preventDefault();
                      document.getElementById(p.field)?.focus();
                    }}
                  >
                    {p.message}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        )}
        {message && (
          <Text color="red.700" fontWeight="semibold">
            {message}
          </Text>
        )}
      </Box>
      {sent && <Outputs sent={sent.sent} note={sent.note} />}
    </Stack>
  );
}
