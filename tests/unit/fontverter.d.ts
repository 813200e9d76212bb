/** fontverter ships no types: the one call the tests make (a font file to another format, e.g. woff2 to TrueType for HarfBuzz). */
declare module 'fontverter' {
  export function convert(font: Uint8Array, toFormat: 'truetype' | 'sfnt' | 'woff' | 'woff2', fromFormat?: string): Promise<Buffer>;
  const fontverter: { convert: typeof convert };
  export default fontverter;
}
