/**
 * The number of messages waiting in the outbox on the app's icon (the Badging API, where the
 * browser has it: installed apps in Chromium, Safari on iOS 16.4+), cleared when none waits.
 * Best effort: a browser without it, or one that refuses, shows no badge and nothing breaks.
 */
export interface BadgeNavigator {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

export async function showWaiting(nav: BadgeNavigator | undefined, waiting: number): Promise<void> {
  try {
    if (waiting > 0) await nav?.setAppBadge?.(waiting);
    else await nav?.clearAppBadge?.();
  } catch {
    // Not allowed here (not installed, no permission): the outbox indicator still says it.
  }
}
