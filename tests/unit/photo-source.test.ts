/** `npm start` shows the real photos when their host answers, else the local stand-in. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choosePhotoSource, PHOTO_HOST, photoHostAnswers } from '../../scripts/photo-source.mjs';
import { photoTable } from '../../scripts/photo-table.mjs';
import { photos } from '../../src/content/photos';

describe('choosePhotoSource', () => {
  it('uses the photo host when it answers', async () => {
    const probe = vi.fn(async () => true);
    const source = await choosePhotoSource({}, { probe });
    expect(probe).toHaveBeenCalledWith(PHOTO_HOST);
    expect(source).toMatchObject({ origin: PHOTO_HOST, local: false });
    expect(source.reason).toContain('images.unsplash.com');
  });

  it('falls back to the stand-in, and says why, when the host does not answer', async () => {
    const source = await choosePhotoSource({}, { probe: async () => false });
    expect(source).toMatchObject({ origin: undefined, local: true });
    expect(source.reason).toMatch(/local stand-in: images\.unsplash\.com did not answer/);
  });

  it('never asks the host with IMAGE_ORIGIN=local, and takes VITE_IMAGE_ORIGIN as given', async () => {
    const probe = vi.fn(async () => true);
    expect(await choosePhotoSource({ IMAGE_ORIGIN: 'local' }, { probe })).toMatchObject({ local: true, origin: undefined });
    expect(await choosePhotoSource({ VITE_IMAGE_ORIGIN: 'https://cdn.example' }, { probe })).toMatchObject({ local: false, origin: 'https://cdn.example' });
    expect(probe).not.toHaveBeenCalled();
  });
});

describe('photoHostAnswers', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
    server = createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('is true for a host that serves an image for a catalogue photo id', async () => {
    let asked = '';
    const origin = await serve((req, res) => {
      asked = req.url ?? '';
      res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end('jpeg');
    });
    expect(await photoHostAnswers(origin)).toBe(true);
    expect(photoTable().has(asked.slice(1).split('?')[0]!)).toBe(true);
  });

  it('is false for an error, a page that is not an image, or no answer within the timeout', async () => {
    const notFound = await serve((_req, res) => res.writeHead(404, { 'Content-Type': 'image/jpeg' }).end());
    expect(await photoHostAnswers(notFound)).toBe(false);
    server?.close();
    const portal = await serve((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>Sign in to the Wi-Fi</p>'));
    expect(await photoHostAnswers(portal)).toBe(false);
    server?.close();
    const silent = await serve(() => {});
    expect(await photoHostAnswers(silent, { timeoutMs: 200 })).toBe(false);
    server?.closeAllConnections();
  });
});

describe('photoTable', () => {
  it('lists every catalogue photo with its subject and colour', () => {
    const table = photoTable();
    expect(table.size).toBe(Object.keys(photos).length);
    expect(table.get(photos.tajMahalAgra.id)).toMatchObject({ subject: 'Taj Mahal, Agra', color: photos.tajMahalAgra.color });
  });
});
