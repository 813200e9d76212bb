/** The photo stand-in answers with images of the requested size, realistic weight and legible content. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateImage } from '../../scripts/image-server.mjs';
import { photos } from '../../src/content/photos';

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

describe('the stand-in reads as the photo it stands for', () => {
  type Region = { left: number; top: number; width: number; height: number };
  // stats() reads its input, not the pipeline: cut the region out first.
  const statsOf = async (body: Buffer, region: Region, grey = false) => {
    const cut = sharp(body).extract(region);
    return (await sharp(await (grey ? cut.greyscale() : cut).png().toBuffer()).stats()).channels;
  };
  const mean = async (body: Buffer, region: Region) => (await statsOf(body, region)).slice(0, 3).map((c) => c.mean);

  it("is drawn in the photo's own placeholder colour from the catalogue", async () => {
    const { body } = await generateImage(photos.delhiRedFort.id, { width: 800, height: 528, quality: 60, format: 'webp' });
    // The middle of a gradient from lighter to darker of the colour is close to the colour itself.
    const measured = await mean(body, { left: 300, top: 164, width: 200, height: 200 });
    const n = Number.parseInt(photos.delhiRedFort.color.slice(1), 16);
    const expected = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
    expect(measured).toHaveLength(3);
    measured.forEach((v, i) => expect(Math.abs(v - expected[i]!)).toBeLessThan(30));
  });

  it('carries its subject as a caption in the bottom corner (and none on a tiny copy)', async () => {
    const big = await generateImage(photos.delhiRedFort.id, { width: 800, height: 528, quality: 80, format: 'jpg' });
    const corner = { left: 0, top: 528 - 60, width: 260, height: 60 };
    const plain = { left: 540, top: 528 - 60, width: 260, height: 60 };
    // The caption's light pill and dark letters spread the corner's tones far more than texture alone.
    const spread = async (body: Buffer, region: Region) => (await statsOf(body, region, true))[0]!.stdev;
    expect(await spread(big.body, corner)).toBeGreaterThan(2 * (await spread(big.body, plain)));
    const tiny = await generateImage(photos.tajMahalAgra.id, { width: 32, height: 21, quality: 60, format: 'jpg' });
    expect((await sharp(tiny.body).metadata()).width).toBe(32);
  });
});
