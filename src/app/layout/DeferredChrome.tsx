/**
 * What the frame needs only once the page is interactive: the toasts, the outbox indicator (with
 * its IndexedDB and e-mail code), the PWA status (service worker registration, offline banner,
 * install prompt) and, in the navigation bar's slot, 'My Journeys' with its count. Loaded once the
 * page has loaded and the browser is idle, so the first load carries none of it; toasts asked for
 * before then are shown when it mounts. A part that fails must not take the toasts with it.
 */
import { createPortal } from 'react-dom';
import { AppToaster } from '../../components/AppToaster';
import { island } from '../../components/island';
import JourneysNavLink from '../../features/journeys/JourneysNavLink';
import { PwaStatus } from '../../features/pwa/PwaStatus';

/** A chunk of its own: should the outbox's code fail, the rest stays. */
const OutboxIndicator = island<object>(() => import('../../features/enquiries/OutboxIndicator').then((m) => ({ default: m.OutboxIndicator })), {
  what: 'your waiting messages',
  when: 'client',
});

/** Into the bar's slot (NavBar renders it empty); this part only ever renders in the browser. */
function JourneysInBar() {
  const slot = document.querySelector<HTMLElement>('[data-slot="my-journeys"]');
  return slot ? createPortal(<JourneysNavLink />, slot) : null;
}

export default function DeferredChrome() {
  return (
    <>
      <AppToaster />
      <JourneysInBar />
      {/* Left off paper (src/theme/print.css), as the toasts are. */}
      <div data-print="hide">
        <OutboxIndicator />
        <PwaStatus />
      </div>
    </>
  );
}
