/**
 * What the frame needs only once the page is interactive: the toasts, the outbox indicator (with
 * its IndexedDB and e-mail code) and the PWA status (service worker registration, offline banner,
 * install prompt). Loaded once the page has loaded and the browser is idle, so the first load
 * carries none of it; toasts asked for before then are shown when it mounts. Each part has a
 * boundary of its own: one that fails (a refused storage, say) must not take the toasts with it.
 */
import { AppToaster } from '../../components/AppToaster';
import { LoadFailure } from '../../components/LoadFailure';
import { OutboxIndicator } from '../../features/enquiries/OutboxIndicator';
import { PwaStatus } from '../../features/pwa/PwaStatus';

export default function DeferredChrome() {
  return (
    <>
      <AppToaster />
      <LoadFailure fallback={null}>
        <OutboxIndicator />
      </LoadFailure>
      <LoadFailure fallback={null}>
        <PwaStatus />
      </LoadFailure>
    </>
  );
}
