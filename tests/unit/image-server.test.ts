/** The photo stand-in answers with images of the requested size and realistic weight. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateImage } from '../../scripts/image-server.mjs';

describe('generateImage', () => {
  it('makes a JPEG or WebP of the requested size that weighs like a photograph', async () => {
    const jpeg = await generateImage('photo-1564507592333-c60657eea523', { width: 800, height: 528, quality: 60, format: 'jpg' });
    expect(jpeg.type).toBe('image/jpeg');
    expect(await sharp(jpeg.body).metadata()).toMatchObject({ width: 800, height: 528, format: 'jpeg' });
    // Real 800 px photos at q60 weigh tens of kilobytes; a flat placeholder would be ~2 KB.
    expect(jpeg.body.length).toBeGreaterThan(20_000);
    expect(jpeg.body.length).toBeLessThan(200_000);
    const webp = await generateImage('photo-1564507592333-c60657eea523', { width: 480, height: 320, quality: 60, format: 'webp' });
    expect(webp.type).toBe('image/webp');
    expect((await sharp(webp.body).metadata()).width).toBe(480);
  });
});
