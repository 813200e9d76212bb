/**
 * What the frame needs only once the page is interactive: the toasts, the outbox indicator (with
 * its IndexedDB and e-mail code) and the PWA status (service worker registration, offline banner,
 * install prompt). Loaded once the page has loaded and the browser is idle, so the first load
 * carries none of it; toasts asked for before then are shown when it mounts.
 */
import { AppToaster } from '../../components/AppToaster';
import { island } from '../../components/island';
import { PwaStatus } from '../../features/pwa/PwaStatus';

/** A chunk of its own: should the outbox's code fail, the rest stays. */
const OutboxIndicator = island<object>(() => import('../../features/enquiries/OutboxIndicator').then((m) => ({ default: m.OutboxIndicator })), {
  what: 'your waiting messages',
  when: 'client',
});


export default function DeferredChrome() {
  return (
    <>
      <AppToaster />
      {/* Left off paper (src/theme/print.css), as the toasts are. */}
      <div data-print="hide">
        <OutboxIndicator />
        <PwaStatus />
      </div>
    </>
  );
}
