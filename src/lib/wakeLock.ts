/**
 * Keeps the screen on while a page that may be read out to someone is open (Help), where the
 * browser has the Screen Wake Lock API; elsewhere, or when refused (low battery, a hidden page),
 * nothing happens and nothing is thrown. The browser releases the lock when the page is hidden,
 * so it is asked for again each time the page is shown. Returns the function that lets go.
 */
interface WakeLockSentinelLike {
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

export function keepScreenOn(nav: { wakeLock?: WakeLockLike } = navigator as { wakeLock?: WakeLockLike }, doc: Document = document): () => void {
  const wakeLock = nav.wakeLock;
  if (!wakeLock) return () => {};
  let sentinel: WakeLockSentinelLike | undefined;
  let stopped = false;
  const ask = () => {
    if (stopped || doc.visibilityState !== 'visible') return;
    wakeLock.request('screen').then(
      (s) => {
        if (stopped) void s.release().catch(() => {});
        else sentinel = s;
      },
      () => {},
    );
  };
  const onVisibility = () => ask();
  ask();
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopped = true;
    doc.removeEventListener('visibilitychange', onVisibility);
    void sentinel?.release().catch(() => {});
    sentinel = undefined;
  };
}
