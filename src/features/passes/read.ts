/**
 * A file the traveller picked, turned into a pass for a trip, or a sentence saying why not (nothing
 * kept either way here: store.ts keeps). Loaded on the tap that picks a file. The type is taken
 * from the file's first bytes: a picture is read for its code (decode.ts), a zip as a Wallet pass
 * (pkpass.ts), a PDF is declined with the way round it (a screenshot: rendering PDFs on the phone,
 * with pdf.js, would weigh several times the whole site's scripts).
 */
import type { BookedTrip } from '../../trip/booking';
import type { PassFormat } from '../../trip/passes';
import { sniffDocumentType, SNIFF_BYTES } from '../documents/rules';
import { parseBoardingPass } from './bcbp';
import { readPicture } from './decode';
import { MAX_MESSAGE_CHARS, MAX_PASS_FILE_BYTES, PASS_MESSAGES, PDF_LIMITS } from './messages';
import { readPkpass } from './pkpass';
import type { KeptPass } from './store';

export type ReadOutcome = { ok: true; pass: KeptPass } | { ok: false; message: string };

const fail = (key: keyof typeof PASS_MESSAGES): ReadOutcome => ({ ok: false, message: PASS_MESSAGES[key] });
const isZip = (head: Uint8Array) => head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;

function passOf(trip: Pick<BookedTrip, 'tripId'>, message: string, format: PassFormat, extra: Pick<KeptPass, 'details'> & { picture?: Blob }): ReadOutcome {
  if (message.length > MAX_MESSAGE_CHARS) return fail('tooLong');
  const boarding = parseBoardingPass(message);
  return {
    ok: true,
    pass: {
      id: crypto.randomUUID(),
      tripId: trip.tripId,
      addedAt: new Date().toISOString(),
      format,
      message,
      ...(boarding && { boarding }),
      details: extra.details,
      // A ticket keeps its picture; a boarding pass is all in its code.
      ...(!boarding && extra.picture && { picture: extra.picture }),
    },
  };
}

/** Reads `file` as a pass for `trip`; never throws. */
export async function readPassFile(file: File, trip: Pick<BookedTrip, 'tripId'>): Promise<ReadOutcome> {
  if (file.size === 0) return fail('empty');
  if (file.size > MAX_PASS_FILE_BYTES) return fail('tooLarge');
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch {
    return fail('wrongType');
  }
  if (isZip(head) || /\.pkpass$/i.test(file.name)) {
    const read = readPkpass(new Uint8Array(await file.arrayBuffer()));
    return read.ok ? passOf(trip, read.message, read.format, { details: read.details }) : fail(read.reason);
  }
  const type = sniffDocumentType(head);
  if (type === 'application/pdf') return fail(file.size > PDF_LIMITS.bytes ? 'pdfOverLimits' : 'pdf');
  if (!type) return fail('wrongType');
  const code = await readPicture(file);
  if (!code.ok) return fail(code.reason);
  return passOf(trip, code.message, code.format, { details: [], picture: new Blob([file], { type }) });
}
