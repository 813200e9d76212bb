/**
 * My Journeys' "Keep your trip": whether the browser keeps the site's storage (persist()) and how
 * much the site uses (estimate()), Safari's Add to Home Screen advice when the site is open in a
 * tab, and the backup: "Export My Journeys" to a file (with the trips' travel documents when the
 * traveller ticks them in: off by default, for their size) and "Import" one, merged with what is
 * here. Loaded with My Journeys, after start-up; the file's check (valibot) loads on the import itself.
 */
import { Box, Button, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { Download as LucideDownload, Upload as LucideUpload } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { useEffect, useId, useState } from 'react';
import { notify } from '../../components/toaster';
import { bytesText, isSafariTab, runsInstalled, storageReport, type StorageReport } from '../storage/persist';
import { documentsSummary, exportMyJourneys, type DocumentsSummary } from './exportFile';
import { sizeText } from '../documents/rules';
import { subscribeDocuments } from '../documents/store';
import { OutcomeStatus, type Outcome } from '../../components/OutcomeStatus';

const Download = lightIcon(LucideDownload);
const Upload = lightIcon(LucideUpload);

function StorageLine({ report }: { report: StorageReport | undefined }) {
  if (!report) return null;
  const kept =
    report.persisted === true
      ? 'This browser has agreed to keep My Journeys until you clear it yourself.'
      : report.persisted === false
        ? 'This browser has not agreed to keep My Journeys for good: it may clear them when the device runs short of space. A backup file keeps them safe.'
        : 'This browser does not say whether it keeps My Journeys for good. A backup file keeps them safe.';
  return (
    <Stack gap="1" data-testid="storage-status" data-persisted={String(report.persisted)}>
      <Text>{kept}</Text>
      {report.usage !== undefined && (
        <Text color="fg.muted" fontSize="sm">
          The site uses {bytesText(report.usage)} on this device (the guide for offline use and your trip)
          {report.quota ? `, of about ${bytesText(report.quota)} it may use` : ''}.
        </Text>
      )}
    </Stack>
  );
}

/** The trips' documents an export could include, current after each change (none: undefined). */
function useDocumentsSummary(round: unknown): DocumentsSummary | undefined {
  const [summary, setSummary] = useState<DocumentsSummary>();
  useEffect(() => {
    let live = true;
    const read = () => void documentsSummary().then((s) => live && setSummary(s.count ? s : undefined));
    read();
    const stop = subscribeDocuments(read);
    return () => {
      live = false;
      stop();
    };
  }, [round]);
  return summary;
}

/** "Include travel documents (2 files, 1.4 MB)", or why they cannot be. */
function IncludeDocuments({ summary, checked, onChange }: { summary: DocumentsSummary; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  const files = `${summary.count} ${summary.count === 1 ? 'file' : 'files'}, ${sizeText(summary.bytes)}`;
  return (
    <Stack gap="1" fontSize="sm">
      <HStack as="span" gap="2" align="center">
        <chakra.input
          id={id}
          type="checkbox"
          checked={checked && summary.fits}
          disabled={!summary.fits}
          aria-describedby={summary.fits ? undefined : `${id}-why`}
          onChange={(e) => onChange(e.currentTarget.checked)}
          w="4"
          h="4"
          flexShrink="0"
          accentColor="var(--chakra-colors-jade-700)"
          cursor={summary.fits ? 'pointer' : 'not-allowed'}
        />
        <chakra.label htmlFor={id} cursor={summary.fits ? 'pointer' : 'not-allowed'}>
          Include travel documents ({files})
        </chakra.label>
      </HStack>
      {!summary.fits && (
        <Text id={`${id}-why`} color="fg.muted" maxW="sm">
          One backup file carries at most 50 MB of documents (and 200 of them), so these cannot go in it.
        </Text>
      )}
    </Stack>
  );
}

export default function KeepTrip() {
  const [report, setReport] = useState<StorageReport>();
  // Rendered in the browser only (an island loaded 'client'), so the user agent can be read at once.
  const [safariTab] = useState(() => isSafariTab(navigator.userAgent, runsInstalled()));
  const [outcome, setOutcome] = useState<Outcome>();
  const [importing, setImporting] = useState(false);
  const [withDocuments, setWithDocuments] = useState(false);
  const summary = useDocumentsSummary(outcome);
  const inputId = useId();

  useEffect(() => {
    let live = true;
    void storageReport().then((r) => live && setReport(r));
    return () => {
      live = false;
    };
  }, [outcome]);

  const onExport = () =>
    exportMyJourneys(new Date(), { documents: withDocuments && !!summary?.fits }).then(
      ({ documents }) =>
        setOutcome({
          ok: true,
          message: documents?.length
            ? `Your backup file, with ${documents.length === 1 ? 'your travel document' : `your ${documents.length} travel documents`}, is downloading. Keep it somewhere other than this device: it holds copies of your papers. A locked document stays locked in it, and opens only with its passphrase.`
            : 'Your backup file is downloading. Keep it somewhere other than this device: e-mail it to yourself or save it to your cloud drive.',
        }),
      () => notify({ title: 'No backup made', description: 'My Journeys could not be read on this device.', status: 'error' }),
    );

  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setImporting(true);
    setOutcome(undefined);
    try {
      const { importMyJourneys } = await import('./importFile');
      setOutcome(await importMyJourneys(file));
    } catch {
      setOutcome({ ok: false, message: 'The import could not start (its code did not arrive). Check your connection and try again. Nothing was changed.' });
    } finally {
      setImporting(false);
    }
  };

  return (
    <Box as="section" aria-labelledby="keep-heading" bg="bg.sand" borderRadius="l3" p={{ base: '5', md: '8' }} data-print="hide">
      <Heading as="h2" id="keep-heading" size={{ base: '2xl', md: '3xl' }} mb="4">
        Keep your trip
      </Heading>
      <Stack gap="5">
        {safariTab && (
          <Box borderStartWidth="4px" borderColor="brass.500" ps="4" data-testid="home-screen-hint">
            <Text fontWeight="semibold">Add to Home Screen to keep your trip</Text>
            <Text fontSize="sm">Safari clears a site's data after seven days without a visit unless it is on your Home Screen: tap Share, then Add to Home Screen.</Text>
          </Box>
        )}
        <StorageLine report={report} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }} wrap="wrap">
          <Stack gap="2" align={{ base: 'stretch', sm: 'flex-start' }}>
            <Button onClick={() => void onExport()} colorPalette="jade">
              <Download aria-hidden /> Export My Journeys
            </Button>
            {summary && <IncludeDocuments summary={summary} checked={withDocuments} onChange={setWithDocuments} />}
          </Stack>
          <Box>
            <chakra.label htmlFor={inputId} display="block" fontSize="sm" fontWeight="semibold" mb="1">
              <Upload size={16} aria-hidden style={{ display: 'inline', verticalAlign: '-2px', marginRight: 6 }} />
              Import a backup file
            </chakra.label>
            <chakra.input id={inputId} type="file" accept="application/json,.json" disabled={importing} onChange={(e) => void onFile(e.currentTarget)} fontSize="sm" maxW="full" />
          </Box>
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          The file holds your saved journeys and places, your planned trips and your checklist ticks, and your travel documents if you include them. Importing adds them to what is here; nothing here is removed.
        </Text>
        <OutcomeStatus outcome={outcome} testId="backup-outcome" />
      </Stack>
    </Box>
  );
}
