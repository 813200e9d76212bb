/**
 * What the traveller is told about a pass that cannot be added, and the limits behind it. Light:
 * the screens that offer the picker read it; the reading code loads on the tap.
 */

/** What the picker and Android's share sheet accept: pictures, PDF and Wallet passes (by type and extension). */
export const PASS_FILE_TYPES = ['image/*', 'application/pdf', '.pkpass', 'application/vnd.apple.pkpass'] as const;

/** The largest file read at all: a photo, a screenshot or a Wallet pass (10 MB, as a document). */
export const MAX_PASS_FILE_BYTES = 10 * 1024 * 1024;
/** A Wallet pass's pass.json, inflated, at most (a real one is a few KB). */
export const MAX_PASS_JSON_BYTES = 256 * 1024;
/** A Wallet pass's files, inflated, all together at most (images at three sizes, strings). */
export const MAX_PKPASS_UNZIPPED_BYTES = 20 * 1024 * 1024;
/** How many files a Wallet pass may hold. */
export const MAX_PKPASS_ENTRIES = 100;
/** A PDF read page by page would be at most this many pages and bytes (as KDE Itinerary reads them). */
export const PDF_LIMITS = { pages: 10, bytes: 4 * 1024 * 1024 } as const;
/** The longest message a code may carry to be kept (a BCBP is under 200; a rail ticket's a few hundred). */
export const MAX_MESSAGE_CHARS = 4000;

export const PASS_MESSAGES = {
  empty: 'This file is empty, so nothing was added.',
  tooLarge: 'This file is larger than 10 MB, so nothing was added. A screenshot of the code will do.',
  wrongType: 'Only a picture of the code (a screenshot or a photo), a PDF or an Apple Wallet pass (.pkpass) can be added, so nothing was added.',
  noCode: 'No boarding pass or ticket code could be read in this picture, so nothing was added. Try a sharper screenshot with the whole code on the screen.',
  notZip: 'This file is not a Wallet pass that can be read (it is damaged, or not a .pkpass), so nothing was added.',
  zipBomb: 'This Wallet pass unpacks to far more than a pass holds, so it was not opened and nothing was added.',
  passJsonTooLarge: "This Wallet pass's description is far larger than a pass's, so it was not read and nothing was added.",
  noPassCode: 'This Wallet pass has no code to show at the gate, so nothing was added.',
  pdfOverLimits: 'This PDF is over 10 pages or 4 MB, so it was not read and nothing was added. A screenshot of the code will do.',
  pdf: 'A PDF cannot be read on this phone yet, so nothing was added. Open the PDF, take a screenshot of the code, and add the screenshot.',
  readerMissing: 'The code reader could not be loaded (it is fetched once, with a connection), so nothing was added. Try again once you are online.',
  tooLong: 'The code in this file holds far more than a boarding pass or ticket, so nothing was added.',
  duplicate: 'This pass is already kept with your trip.',
  full: "Your device's storage is full, so the pass was not added. Free some space, then try again.",
  refused: 'This browser does not let the site keep files on this device (a private window, or site data blocked), so the pass was not added.',
  shareNotKept: 'The file you shared could not be kept on this phone (its storage may be full), so nothing was added. Free some space and share it again, or add it here.',
} as const;

/** One line the full-screen pass always says. */
export const BRIGHTNESS_NOTE = "A web page cannot raise your screen's brightness: turn it up yourself for the scanner.";
