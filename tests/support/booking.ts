/**
 * One complete booking request, as the browser tests and the component tests fill the form in:
 * each field by its label, the interest ticked, and which fields are selects. Plain data, so both
 * runners read it (Playwright in Node, Vitest in the browser).
 */
export const BOOKING = {
  Destination: 'india',
  Itinerary: 'golden-triangle',
  'Start Date': new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
  Duration: '6-8 days',
  Travelers: '2',
  'Budget per Person': '$3,500-$5,000',
  Accommodation: 'palace-hotels',
  'First Name': 'Asha',
  'Last Name': 'Rao',
  Phone: '+44 20 7946 0000',
  Message: 'Our anniversary trip.',
} as const;
export const BOOKING_INTEREST = 'Photography';

export const BOOKING_SELECTS: ReadonlySet<string> = new Set(['Destination', 'Itinerary', 'Duration', 'Travelers', 'Budget per Person', 'Accommodation']);
