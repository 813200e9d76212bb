/**
 * Which of a day's stays name a hotel a map app can find ('The Oberoi Amarvilas, Agra'): not
 * the day of departure, nor a private camp or "best available teahouse lodge", which no map knows.
 */
const UNNAMED = [/^departure$/i, /^private camp\b/i, /^best available\b/i];

export function namedHotel(accommodation: string): string | undefined {
  const stay = accommodation.trim();
  return stay && !UNNAMED.some((re) => re.test(stay)) ? stay : undefined;
}
