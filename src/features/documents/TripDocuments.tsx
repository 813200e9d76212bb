/**
 * A planned trip's travel documents on My Journeys: the list (each opened from a button named with
 * its file name: an image inline, a PDF in the browser's viewer from a blob URL), a form to add a
 * PDF or photo with an optional passphrase, and a removal that asks first. All on the device
 * (store.ts): nothing is fetched or sent. File names are shown as React text only.
 * Loaded with My Journeys' list, after start-up.
 */
import { Box, Button, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { FileText as LucideFileText, Image as LucideImage, LockKeyhole as LucideLockKeyhole, Plus as LucidePlus, Trash2 as LucideTrash2, X as LucideX } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { WrongPassphraseError } from './crypto';
import { DOCUMENTS_REFUSED, sizeText, storageProblem, UNREADABLE_MESSAGE, WRONG_PASSPHRASE_MESSAGE } from './rules';
import { addDocument, listDocuments, openDocument, removeDocument, subscribeDocuments, type TravelDocument } from './store';
import { OutcomeStatus, type Outcome } from '../../components/OutcomeStatus';

const FileText = lightIcon(LucideFileText);
const Image = lightIcon(LucideImage);
const LockKeyhole = lightIcon(LucideLockKeyhole);
const Plus = lightIcon(LucidePlus);
const Trash2 = lightIcon(LucideTrash2);
const X = lightIcon(LucideX);

export interface TripDocumentsProps {
  /** The planned trip's id. */
  plan: string;
  title: string;
}


/** The trip's documents, current after each change on this page. */
function useDocuments(plan: string): { docs: readonly TravelDocument[]; failure?: string } {
  const [state, setState] = useState<{ docs: readonly TravelDocument[]; failure?: string }>({ docs: [] });
  useEffect(() => {
    let live = true;
    const read = () =>
      listDocuments(plan).then(
        (docs) => live && setState({ docs }),
        () => live && setState({ docs: [], failure: DOCUMENTS_REFUSED }),
      );
    void read();
    const stop = subscribeDocuments(() => void read());
    return () => {
      live = false;
      stop();
    };
  }, [plan]);
  return state;
}

/** The opened file, from its blob URL (made on opening, revoked once closed). */
function Viewer({ doc, url, onClose }: { doc: TravelDocument; url: string; onClose: () => void }) {
  return (
    <Stack gap="2" p="3" bg="bg.sand" borderRadius="l2" data-testid="document-viewer">
      {doc.type === 'application/pdf' ? (
        <Text>
          <chakra.a href={url} target="_blank" color="jade.800" fontWeight="semibold" textDecoration="underline" data-testid="document-pdf-link">
            View {doc.name} in the PDF viewer
          </chakra.a>{' '}
          <Text as="span" color="fg.muted">
            (opens in a new tab, offline too)
          </Text>
        </Text>
      ) : (
        <chakra.img src={url} alt={doc.name} maxW="full" maxH="70vh" objectFit="contain" borderRadius="l1" />
      )}
      <Box>
        <Button size="xs" variant="ghost" onClick={onClose}>
          <X aria-hidden /> Close<chakra.span srOnly> {doc.name}</chakra.span>
        </Button>
      </Box>
    </Stack>
  );
}

function DocumentItem({ doc }: { doc: TravelDocument }) {
  const [opened, setOpened] = useState<string>();
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string>();
  const passId = useId();
  const questionId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) keepRef.current?.focus();
  }, [confirming]);
  // The file's bytes stay in memory only while it is shown.
  useEffect(() => () => void (opened && URL.revokeObjectURL(opened)), [opened]);

  const open = async (passphrase?: string) => {
    setBusy(true);
    setNote(undefined);
    try {
      setOpened(URL.createObjectURL(await openDocument(doc, passphrase)));
      setAsking(false);
    } catch (error) {
      setNote(error instanceof WrongPassphraseError ? WRONG_PASSPHRASE_MESSAGE : UNREADABLE_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  const onName = () => {
    if (opened) return setOpened(undefined);
    if (doc.lock) return setAsking((a) => !a);
    void open();
  };
  const onPassphrase = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('passphrase') as HTMLInputElement;
    void open(field.value);
  };
  const remove = async () => {
    setBusy(true);
    try {
      await removeDocument(doc.id);
    } catch (error) {
      setNote(storageProblem(error));
      setBusy(false);
      setConfirming(false);
    }
  };
  const keep = () => {
    setConfirming(false);
    // Back where the traveller was.
    requestAnimationFrame(() => removeRef.current?.focus());
  };

  const Icon = doc.type === 'application/pdf' ? FileText : Image;
  return (
    <Stack as="li" gap="2" data-testid="trip-document">
      <HStack gap="2" wrap="wrap">
        <Icon size={16} aria-hidden />
        <Button variant="plain" size="sm" h="auto" p="0" color="jade.800" textDecoration="underline" fontWeight="semibold" whiteSpace="normal" textAlign="start" onClick={onName} aria-expanded={Boolean(opened || asking)} loading={busy && !asking && !confirming}>
          {doc.name}
        </Button>
        <Text as="span" fontSize="xs" color="fg.muted">
          {doc.type === 'application/pdf' ? 'PDF' : 'Photo'}, {sizeText(doc.size)}
          {doc.lock && (
            <>
              {' · '}
              <LockKeyhole size={12} aria-hidden style={{ display: 'inline', verticalAlign: '-1px' }} /> locked
            </>
          )}
        </Text>
        {!confirming && (
          <Button ref={removeRef} size="xs" variant="ghost" ms="auto" onClick={() => setConfirming(true)} aria-label={`Remove ${doc.name}`}>
            <Trash2 aria-hidden /> Remove
          </Button>
        )}
      </HStack>
      {confirming && (
        <HStack role="group" aria-labelledby={questionId} gap="2" wrap="wrap" p="3" bg="bg.sand" borderRadius="l2">
          <Text id={questionId} flexBasis="full">
            Remove {doc.name} from this device? It is kept nowhere else.
          </Text>
          <Button size="xs" colorPalette="red" onClick={() => void remove()} loading={busy}>
            Remove document
          </Button>
          <Button ref={keepRef} size="xs" variant="outline" onClick={keep}>
            Keep it
          </Button>
        </HStack>
      )}
      {asking && !opened && (
        <chakra.form onSubmit={onPassphrase} display="flex" gap="2" alignItems="end" flexWrap="wrap">
          <Box>
            <chakra.label htmlFor={passId} display="block" fontSize="sm" fontWeight="semibold" mb="1">
              Passphrase for {doc.name}
            </chakra.label>
            <chakra.input id={passId} name="passphrase" type="password" autoComplete="current-password" autoFocus required borderWidth="1px" borderColor="border.emphasized" borderRadius="l2" px="2" h="8" bg="bg.panel" />
          </Box>
          <Button type="submit" size="sm" colorPalette="jade" loading={busy} loadingText="Opening…">
            Open
          </Button>
        </chakra.form>
      )}
      {opened && <Viewer doc={doc} url={opened} onClose={() => setOpened(undefined)} />}
      <Box role="status" aria-live="polite">
        {note && (
          <Text fontSize="sm" color="red.700" fontWeight="semibold" data-testid="document-note">
            {note}
          </Text>
        )}
      </Box>
    </Stack>
  );
}

function AddDocument({ plan, title }: TripDocumentsProps) {
  const [showing, setShowing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const fileId = useId();
  const passId = useId();
  const formId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = (form.elements.namedItem('document') as HTMLInputElement).files?.[0];
    const passphrase = (form.elements.namedItem('passphrase') as HTMLInputElement).value;
    if (!file) return setOutcome({ ok: false, message: 'Choose a PDF or a photo first.' });
    setBusy(true);
    setOutcome(undefined);
    try {
      const added = await addDocument(plan, file, passphrase || undefined);
      if (added.ok) {
        form.reset();
        setOutcome({ ok: true, message: `Added ${added.document.name}${added.document.lock ? ', locked with your passphrase' : ''}.` });
      } else setOutcome({ ok: false, message: added.message });
    } catch (error) {
      setOutcome({ ok: false, message: storageProblem(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="2">
      <Box>
        <Button size="xs" variant="outline" onClick={() => setShowing((s) => !s)} aria-expanded={showing} aria-controls={showing ? formId : undefined}>
          <Plus aria-hidden /> Add a document<chakra.span srOnly> to {title}</chakra.span>
        </Button>
      </Box>
      {showing && (
        <chakra.form id={formId} onSubmit={(e) => void onSubmit(e)} display="flex" flexDirection="column" gap="3" p="3" bg="bg.sand" borderRadius="l2">
          <Box>
            <chakra.label htmlFor={fileId} display="block" fontWeight="semibold" mb="1">
              PDF or photo, up to 10 MB<chakra.span srOnly>, for {title}</chakra.span>
            </chakra.label>
            <chakra.input id={fileId} name="document" type="file" accept="application/pdf,image/jpeg,image/png,image/webp" disabled={busy} maxW="full" />
          </Box>
          <Box>
            <chakra.label htmlFor={passId} display="block" fontWeight="semibold" mb="1">
              Passphrase (optional)
            </chakra.label>
            <chakra.input id={passId} name="passphrase" type="password" autoComplete="new-password" disabled={busy} aria-describedby={`${passId}-help`} borderWidth="1px" borderColor="border.emphasized" borderRadius="l2" px="2" h="8" bg="bg.panel" maxW="xs" w="full" />
            <Text id={`${passId}-help`} color="fg.muted" mt="1">
              Locks the file on this device. Write it down: without it, no one can open the file, not even us.
            </Text>
          </Box>
          <Box>
            <Button type="submit" size="sm" colorPalette="jade" loading={busy} loadingText="Adding…">
              Add document
            </Button>
          </Box>
        </chakra.form>
      )}
      <OutcomeStatus outcome={outcome} testId="document-outcome" />
    </Stack>
  );
}

export default function TripDocuments({ plan, title }: TripDocumentsProps) {
  const headingId = useId();
  const { docs, failure } = useDocuments(plan);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2" fontSize="sm" mt="2" data-testid="trip-documents">
      <Heading as="h4" id={headingId} size="sm">
        Travel documents<chakra.span srOnly> for {title}</chakra.span>
      </Heading>
      {failure ? (
        <Text color="red.700">{failure}</Text>
      ) : docs.length ? (
        <Stack as="ul" listStyle="none" gap="2">
          {docs.map((doc) => (
            <DocumentItem key={doc.id} doc={doc} />
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">Passport, e-Visa, insurance, vouchers: kept on this device only, and they open offline.</Text>
      )}
      <AddDocument plan={plan} title={title} />
    </Stack>
  );
}
