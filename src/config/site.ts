/**
 * Brand, contact and social values: one place for an operator to change them. The defaults are
 * fictional. Environment-driven ids and origins live in ./env.
 */
export const site = {
  brand: 'Rasa Journeys',
  titleSuffix: 'Luxury Travel Experiences',
  tagline:
    'Crafting luxury travel experiences across India, Nepal, Bhutan and Sri Lanka, with the care of people who call these lands home.',
  phones: [
    { label: 'India', display: '+91 11 4050 7788', tel: '+911140507788' },
    { label: 'International', display: '+1 (646) 555-0142', tel: '+16465550142' },
  ],
  /**
   * The duty phone answered day and night while a traveller is on the road (Help, Today, print).
   * Set it to the agency's 24-hour number; the default is the India office line above.
   */
  dutyPhone: { label: '24-hour line', display: '+91 11 4050 7788', tel: '+911140507788' },
  emails: [
    { label: 'Enquiries', address: 'hello@rasajourneys.com' },
    { label: 'Reservations', address: 'reservations@rasajourneys.com' },
  ],
  address: {
    lines: ['Rasa Journeys, 14 Prithviraj Road', 'New Delhi 110011', 'India'],
    /** Office map point (Prithviraj Road, Lutyens' Delhi). */
    coordinates: { lat: 28.6003, lng: 77.2138 },
  },
  hours: { weekdays: 'Mon-Fri 9-6', weekend: 'Sat-Sun 10-4 IST' },
  social: [
    { network: 'Instagram', href: 'https://www.instagram.com/rasajourneys' },
    { network: 'Facebook', href: 'https://www.facebook.com/rasajourneys' },
    { network: 'Pinterest', href: 'https://www.pinterest.com/rasajourneys' },
  ],
  copyright: '© 2025 Rasa Journeys',
} as const;

/** The address visitors are told to write to when something fails (the {email} of failure messages). */
export const supportEmail = site.emails[0].address;

/** The domain of the site's e-mail addresses ('rasajourneys.com'): the calendar files' UIDs end in it. */
export const siteDomain = supportEmail.split('@')[1] ?? 'rasajourneys.com';

/** What the trip core's calendar writer takes of the site (trip/calendar.ts's CalendarOptions). */
export const calendarSite = { brand: site.brand, uidDomain: siteDomain } as const;
