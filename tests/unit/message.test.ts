import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_ERROR, isTransientStatus, missingSetting, SDK_NOT_LOADED, sendEmail } from '../../src/features/enquiries/emailClient';
import { MISSING_CONTACT, templateParams, type MessagePayload } from '../../src/features/enquiries/message';

const base: MessagePayload = { type: 'booking_request', subject: 'Booking Request: india', sourcePage: 'booking', firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' };
const settings = { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl', origin: 'http://inbox.test' };
const sdk = () => import('@emailjs/browser');

describe('template params', () => {
  it('default absent values as the spec says', () => {
    const p = templateParams(base);
    expect(p).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      destination: 'Not specified',
      start_date: 'Not specified',
      duration: 'Not specified',
      travelers: 'Not specified',
      budget: 'Not specified',
      accommodation: 'Not specified',
      interests: 'None specified',
      message: 'No additional message',
      type: 'booking_request',
      subject: 'Booking Request: india',
      sourcePage: 'booking',
    });
  });

  it('join interests and carry experience fields', () => {
    const p = templateParams({ ...base, interests: ['Photography', 'Culinary Tours'], experience_title: 'Sunrise at the Taj', experience_duration: '3 hours' });
    expect(p.interests).toBe('Photography, Culinary Tours');
    expect(p.experience_title).toBe('Sunrise at the Taj');
    expect(p.experience_duration).toBe('3 hours');
  });
});

describe('email client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the missing setting', () => {
    expect(missingSetting({ ...settings, publicKey: '' })).toBe('public key');
    expect(missingSetting({ ...settings, serviceId: '' })).toBe('service id');
    expect(missingSetting({ ...settings, templateId: '' })).toBe('template id');
    expect(missingSetting(settings)).toBeUndefined();
  });

  it('refuses without configuration or contact details, permanently', async () => {
    expect(await sendEmail(base, { ...settings, publicKey: '' }, 'a@b.c', sdk)).toMatchObject({ ok: false, transient: false, message: CONFIG_ERROR });
    expect(await sendEmail({ ...base, lastName: ' ' }, settings, 'a@b.c', sdk)).toMatchObject({ ok: false, transient: false, message: MISSING_CONTACT });
  });

  it('posts the EmailJS contract to the configured origin and succeeds on 200', async () => {
    const fetchMock = vi.fn(async () => new Response('OK', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { userAgent: 'test', webdriver: false, languages: ['en'] });
    vi.stubGlobal('location', { pathname: '/booking' });
    const result = await sendEmail(base, settings, 'a@b.c', sdk);
    expect(result).toEqual({ ok: true, status: 200, text: 'OK' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://inbox.test/api/v1.0/email/send');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ user_id: 'pk', service_id: 'svc', template_id: 'tpl' });
    expect(body.template_params.name).toBe('Asha Rao');
  });

  it('treats a network failure as status 0 Network Error, transient', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    vi.stubGlobal('navigator', { userAgent: 'test', webdriver: false, languages: ['en'] });
    vi.stubGlobal('location', { pathname: '/booking' });
    expect(await sendEmail(base, settings, 'help@x.test', sdk)).toMatchObject({ ok: false, transient: true, status: 0, text: 'Network Error', message: 'Failed to send booking request. Please try again or contact us directly at help@x.test' });
  });

  it('names an SDK that cannot load as such: no request, no answer (status 0), so the message waits', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const unloadable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const outcome = await sendEmail(base, settings, 'help@x.test', unloadable);
    expect(outcome).toEqual({ ok: false, transient: true, status: 0, text: SDK_NOT_LOADED, message: 'Failed to send booking request. Please try again or contact us directly at help@x.test' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sorts statuses: 5xx and 429 transient, other 4xx permanent', async () => {
    expect(isTransientStatus(500)).toBe(true);
    expect(isTransientStatus(503)).toBe(true);
    expect(isTransientStatus(429)).toBe(true);
    expect(isTransientStatus(400)).toBe(false);
    expect(isTransientStatus(403)).toBe(false);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('The template ID is invalid', { status: 400 })));
    vi.stubGlobal('navigator', { userAgent: 'test', webdriver: false, languages: ['en'] });
    vi.stubGlobal('location', { pathname: '/booking' });
    expect(await sendEmail(base, settings, 'a@b.c', sdk)).toMatchObject({ ok: false, transient: false, status: 400 });
  });
});
