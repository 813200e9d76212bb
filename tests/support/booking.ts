/**
 * One complete booking request, as the browser tests and the component tests fill the form in:
 * each field by its label, the interest ticked, and which fields are selects. No runner's API here,
 * so both use it (Playwright in Node, Vitest in the browser), each with its own hands.
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

const SELECTS: ReadonlySet<string> = new Set(['Destination', 'Itinerary', 'Duration', 'Travelers', 'Budget per Person', 'Accommodation']);

/** How a runner acts on the form: choose in a select, type in a field, tick an interest (by its text). */
export interface FormHands {
  select(label: string, value: string): Promise<unknown>;
  fill(label: string, value: string): Promise<unknown>;
  tick(text: string): Promise<unknown>;
}

/**
 * Fills every field of the booking request, in the form's order, then the e-mail address. `skip`
 * leaves fields out (before start-up the itinerary can be chosen only once the app has taken up the
 * destination).
 */
export async function fillBookingWith(hands: FormHands, email: string, skip: readonly string[] = []): Promise<void> {
  for (const [label, value] of Object.entries(BOOKING)) {
    if (skip.includes(label)) continue;
    await (SELECTS.has(label) ? hands.select(label, value) : hands.fill(label, value));
    if (label === 'Accommodation') await hands.tick(BOOKING_INTEREST);
  }
  await hands.fill('Email', email);
}
