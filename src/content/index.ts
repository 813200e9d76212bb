/**
 * The whole catalogue in one import: for the pre-renderer, the route heads, the sitemap and the
 * tests. Data lives in the sibling modules and nothing outside src/content lists a country, place,
 * itinerary or photo by hand. Screens import the narrower modules (places, trips, menus, gallery,
 * home, why-us, photos) so that each page loads only the data it shows.
 */
export type * from './types';
export { photos, type PhotoKey, type PhotoInfo } from './photos';
export { heroSlides, whyChoose, homeTestimonials } from './home';
export { stats, features, whyUsTestimonials, processSteps } from './why-us';
export { galleryPhotos, galleryFilters, filterGallery, type GalleryFilter } from './gallery';
export * from './places';
export * from './groups';
export * from './trips';
export * from './menus';
export { popularDestinations } from './popular';
export { faqs, type Faq } from './faq';
