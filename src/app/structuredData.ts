/**
 * schema.org structured data for search engines: TravelAgency (home, contact), TouristDestination,
 * TouristTrip and BreadcrumbList on nested pages.
 */
import { site } from '../config/site';
import type { DestinationSummary, ItinerarySummary } from '../content';

const CONTEXT = 'https://schema.org';

export function travelAgency(siteUrl: string, image?: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'TravelAgency',
    name: site.brand,
    url: `${siteUrl}/`,
    image,
    logo: `${siteUrl}/icons/pwa-512.png`,
    description: site.tagline,
    telephone: site.phones.map((p) => p.tel),
    email: site.emails.map((e) => e.address),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.lines[0],
      addressLocality: 'New Delhi',
      postalCode: '110011',
      addressCountry: 'IN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.address.coordinates.lat, longitude: site.address.coordinates.lng },
    areaServed: ['India', 'Nepal', 'Bhutan', 'Sri Lanka'],
    sameAs: site.social.map((s) => s.href),
  };
}

export function breadcrumbs(siteUrl: string, trail: readonly { name: string; path: string }[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: `${siteUrl}${item.path}` })),
  };
}

export function touristDestination(siteUrl: string, d: DestinationSummary, countryName: string, path: string, image: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'TouristDestination',
    name: d.name,
    description: d.description,
    url: `${siteUrl}${path}`,
    image,
    containedInPlace: { '@type': 'Country', name: countryName },
  };
}

export function touristTrip(siteUrl: string, it: ItinerarySummary, path: string, image: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'TouristTrip',
    name: it.title,
    description: it.description,
    url: `${siteUrl}${path}`,
    image,
    touristType: it.difficulty === 'Easy' ? 'Leisure travellers' : 'Active travellers',
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: it.destinations.length,
      itemListElement: it.destinations.map((name, i) => ({ '@type': 'ListItem', position: i + 1, item: { '@type': 'Place', name } })),
    },
    provider: { '@type': 'TravelAgency', name: site.brand, url: `${siteUrl}/` },
  };
}
