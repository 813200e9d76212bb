/**
 * The one escaper for text written into markup: HTML (the head tags, the offline page) and XML
 * (the maps' SVG, the sitemap). Safe in element content and in double-quoted attribute values, the
 * only quoting this code writes; not for single-quoted attributes, scripts or styles.
 */
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c);
}
