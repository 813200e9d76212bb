/**
 * The small fronts that load heavier code on first use: the toast store and the submission
 * pipeline. Calls made before the code arrives are kept, in order; a pipeline that cannot load is
 * reported as not loaded (neither storage nor the mail service), so the form keeps what was typed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('../../src/components/toastStore');
  vi.doUnmock('../../src/features/enquiries/outbox/enqueue');
});

describe('notify', () => {
  it('returns ids at once and hands every call to the store in order once it loads; a notice given an id takes that toast\'s place as a new toast; every toast but a loading one lasts 5 s unless told', async () => {
    const calls: string[] = [];
    vi.doMock('../../src/components/toastStore', () => ({
      TOAST_DURATION_MS: 5000,
      toaster: {
        create: (t: { id: string; title: string; duration?: number }) => calls.push(`create ${t.id} ${t.title} ${t.duration ?? 'default'}`),
        remove: (id: string) => calls.push(`remove ${id}`),
      },
    }));
    const { notify } = await import('../../src/components/toaster');
    const sending = notify({ title: 'Sending', status: 'loading' });
    const other = notify({ title: 'Other' });
    const done = notify({ title: 'Sent', status: 'success' }, sending);
    notify({ title: 'Queued', status: 'info', duration: 8000 });
    // A new toast, so its 5 s start now (an update in place would keep the old one's timer).
    expect(done).not.toBe(sending);
    expect(other).not.toBe(sending);
    expect(calls).toEqual([]);
    await vi.waitFor(() => expect(calls).toHaveLength(5));
    expect(calls).toEqual([`create ${sending} Sending Infinity`, `create ${other} Other 5000`, `remove ${sending}`, `create ${done} Sent 5000`, expect.stringMatching(/ Queued 8000$/)]);
  });
});

describe('submitEnquiry', () => {
  it('reports a pipeline that cannot load as not loaded, which keeps the form', async () => {
    vi.doMock('../../src/features/enquiries/outbox/enqueue', () => {
      throw new Error('chunk failed to load');
    });
    const { submitEnquiry, NOT_LOADED_MESSAGE } = await import('../../src/features/enquiries/api');
    const { contactPayload, emptyContact } = await import('../../src/features/enquiries/forms/contact');
    const result = await submitEnquiry(contactPayload({ ...emptyContact, name: 'Asha Rao', email: 'asha@example.com', subject: 'Hello', message: 'Hi' }));
    expect(result).toEqual({ kind: 'not-loaded', message: NOT_LOADED_MESSAGE });
    expect(NOT_LOADED_MESSAGE).toMatch(/What you typed is still here/);
  });
});
