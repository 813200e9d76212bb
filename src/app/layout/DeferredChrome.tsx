/**
 * What the frame needs only once the page is interactive: the PWA status (service worker
 * registration, offline banner, install prompt), and, only when there is something to show, the
 * toasts (from the first notice) and the outbox indicator (while a message waits or failed). Loaded
 * once the page has loaded and the browser is idle, so the first load carries none of it, and a
 * visit with no notice and nothing waiting never downloads the toasts' or the indicator's code.
 */
import { useEffect, useState } from 'react';
import { island } from '../../components/island';
import { afterFirstNotice } from '../../components/toaster';
import { retryWhenOnline } from '../../lib/load';
import { PwaStatus } from '../../features/pwa/PwaStatus';

const AppToaster = island<object>(() => import('../../components/AppToaster').then((m) => ({ default: m.AppToaster })), { what: 'the notices', when: 'client' });

/** A chunk of its own: should the outbox's code fail, the rest stays. */
const OutboxIndicator = island<object>(() => import('../../features/enquiries/OutboxIndicator').then((m) => ({ default: m.OutboxIndicator })), {
  what: 'your waiting messages',
  when: 'client',
});

/** Whether a notice has been asked for. */
function useNoticed(): boolean {
  const [noticed, setNoticed] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstNotice().then(() => live && setNoticed(true));
    return () => {
      live = false;
    };
  }, []);
  return noticed;
}

/** Whether the outbox holds a message (the outbox's code is loaded at idle anyway, to send what waits). */
function useOutboxInUse(): boolean {
  const [inUse, setInUse] = useState(false);
  useEffect(() => {
    let live = true;
    let off = () => {};
    void retryWhenOnline(() => import('../../features/enquiries/outbox/instance')).then(({ outbox, onOutboxChange }) => {
      if (!live) return;
      const read = () => void outbox.list().then((entries) => live && entries.length > 0 && setInUse(true), () => undefined);
      off = onOutboxChange(read);
      read();
    });
    return () => {
      live = false;
      off();
    };
  }, []);
  return inUse;
}

export default function DeferredChrome() {
  const noticed = useNoticed();
  const outboxInUse = useOutboxInUse();
  return (
    <>
      {noticed && <AppToaster />}
      {/* Left off paper (src/theme/print.css), as the toasts are. */}
      <div data-print="hide">
        {outboxInUse && <OutboxIndicator />}
        <PwaStatus />
      </div>
    </>
  );
}
