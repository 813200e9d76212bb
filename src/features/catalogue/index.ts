/** The catalogue's cards and the hooks that load a place's or an itinerary's details. */
export { DestinationCard } from './DestinationCard';
export { ItineraryCard } from './ItineraryCard';
export { useFullDestination } from './useFullDestination';
export { useFullItinerary } from './useFullItinerary';
