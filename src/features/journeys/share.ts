/**
 * Passing a dated trip on: the Web Share API where the browser has it (phones, most desktops),
 * else the link copied to the clipboard; where neither works, the caller shows the link to copy by
 * hand. Pure apart from the navigator it is given, so tests hand it a fake.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'unavailable';

export interface ShareData {
  readonly title: string;
  readonly text: string;
  readonly url: string;
}

type Sharer = Partial<Pick<Navigator, 'share' | 'canShare'>> & { clipboard?: Partial<Pick<Clipboard, 'writeText'>> };

export async function shareLink(data: ShareData, nav: Sharer | undefined = typeof navigator === 'undefined' ? undefined : navigator): Promise<ShareOutcome> {
  if (nav?.share && (!nav.canShare || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      // The visitor closed the share sheet: nothing to do. Any other failure: copy instead.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav?.clipboard?.writeText) return 'unavailable';
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'unavailable';
  }
}

/** Hands the browser a file made on the device, as a download (no network involved). */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
