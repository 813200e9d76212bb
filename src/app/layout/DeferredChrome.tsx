/**
 * What the frame needs only once the page is interactive: the PWA status (service worker
 * registration, offline banner, install prompt), the toasts, and, only while a message waits or
 * failed, the outbox indicator and its sending. Loaded once the page has loaded and the browser is
 * idle, so the first load carries none of it, and a visit with nothing waiting never downloads the
 * outbox's code.
 */
import { useEffect, useState } from 'react';
import { island } from '../../components/island';
import { whenOutboxInUse } from '../../features/enquiries/outbox/waiting';
import { PwaStatus } from '../../features/pwa/PwaStatus';
import { retryWhenOnline } from '../../lib/load';

const AppToaster = island<object>(() => import('../../components/AppToaster').then((m) => ({ default: m.AppToaster })), { what: 'the notices', when: 'client' });

/** A chunk of its own: should the outbox's code fail, the rest stays. */
const OutboxIndicator = island<object>(() => import('../../features/enquiries/OutboxIndicator').then((m) => ({ default: m.OutboxIndicator })), {
  what: 'your waiting messages',
  when: 'client',
});

/**
 * Whether the outbox may hold a message (told without loading the outbox's code). From then on,
 * what waits leaves now, when the connection returns and when a retry is due.
 */
function useOutboxInUse(): boolean {
  const [inUse, setInUse] = useState(false);
  useEffect(
    () =>
      whenOutboxInUse(() => {
        setInUse(true);
        void retryWhenOnline(async () => (await import('../../features/enquiries/api')).startOutboxRetries());
      }),
    [],
  );
  return inUse;
}

export default function DeferredChrome() {
  const outboxInUse = useOutboxInUse();
  return (
    <>
      {/* Mounted (and its code fetched) at once, not at the first notice: a notice given offline (a
          message kept for later) must not wait for code the network cannot bring. */}
      <AppToaster />
      {/* Left off paper (src/theme/print.css), as the toasts are. */}
      <div data-print="hide">
        {outboxInUse && <OutboxIndicator />}
        <PwaStatus />
      </div>
    </>
  );
}
