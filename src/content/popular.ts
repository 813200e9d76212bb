/** The Popular Destinations of the home page and the footer, resolved from their references. */
import { popularDestinations as popularRefs } from './home';
import { resolvePlace } from './places';
import type { DestinationSummary } from './types';

export const popularDestinations: readonly DestinationSummary[] = popularRefs.map((ref) => {
  const d = resolvePlace(ref);
  if (!d) throw new Error(`Popular destination ${ref} is not in the catalogue`);
  return d;
});
