/**
 * What the frame needs only once the page is interactive: the toasts, the outbox indicator (with
 * its IndexedDB and e-mail code) and the PWA status (service worker registration, offline banner,
 * install prompt). Loaded after hydration so the first page load carries none of it.
 */
import { AppToaster } from '../../components/AppToaster';
import { OutboxIndicator } from '../../features/enquiries/OutboxIndicator';
import { PwaStatus } from '../../features/pwa/PwaStatus';

export default function DeferredChrome() {
  return (
    <>
      <AppToaster />
      <OutboxIndicator />
      <PwaStatus />
    </>
  );
}
