/**
 * The drawn maps, by id, for the server render: the server entry fills it before rendering pages.
 * In the browser it stays empty (a page reads its map from its pre-rendered HTML or the map file).
 */
const markup = new Map<string, string>();

export function setMapMarkup(maps: Readonly<Record<string, string>>): void {
  markup.clear();
  for (const [id, svg] of Object.entries(maps)) markup.set(id, svg);
}

export function getMapMarkup(id: string): string | undefined {
  return markup.get(id);
}
