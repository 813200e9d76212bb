/**
 * Which of a day's stays name a hotel a map app can find ('The Oberoi Amarvilas, Agra'): not
 * the day of departure, nor a private camp or "best available teahouse lodge", which no map knows.
 */
const UNNAMED = [/^departure$/i, /^private camp\b/i, /^best available\b/i];

export function namedHotel(accommodation: string): string | undefined {
  const stay = accommodation.trim();
  return stay && !UNNAMED.some((re) => re.test(stay)) ? stay : undefined;
}

/**
 * A named stay without its town, as a traveller names a hotel ('The Oberoi Amarvilas, Agra' ->
 * 'The Oberoi Amarvilas'): the day plans write every stay as 'Name, Town'.
 */
export function stayName(accommodation: string): string | undefined {
  const hotel = namedHotel(accommodation) ?? (/^departure$/i.test(accommodation.trim()) ? undefined : accommodation.trim() || undefined);
  if (!hotel) return undefined;
  const comma = hotel.lastIndexOf(', ');
  return comma > 0 ? hotel.slice(0, comma) : hotel;
}
