/** A route as cards and pages show it: 'Delhi → Agra → Jaipur'. Apart from trips.ts, so an itinerary's page needs no other itinerary for it. */
export function routeText(destinations: readonly string[]): string {
  return destinations.join(' → ');
}
