import type { Feature, ProcessStep, Stat, Testimonial } from './types';

/** The four figures the agency publishes, and only those: we do not invent others. */
export const stats: readonly Stat[] = [
  { value: '500+', label: 'Happy Travellers' },
  { value: '50+', label: 'Destinations' },
  { value: '15+', label: 'Years of Experience' },
  { value: '98%', label: 'Satisfaction Rate' },
];

export const features: readonly Feature[] = [
  {
    title: 'Tailor-Made Journeys',
    description: 'No two travellers are alike, so no two of our itineraries are either. Every trip is designed around your pace, interests and style.',
    details: ['A personal travel designer from the first call', 'Routes adjusted freely until they feel right', 'Private guides and drivers throughout'],
  },
  {
    title: 'Local Expertise',
    description: 'Our team lives and works across India, Nepal, Bhutan and Sri Lanka, and knows each place beyond the guidebook.',
    details: ['Specialist guides: historians, naturalists, mountain guides', 'Introductions to artisans, chefs and families', 'Up-to-date knowledge of seasons, festivals and roads'],
  },
  {
    title: 'Handpicked Luxury Stays',
    description: 'From palace hotels to Himalayan lodges, each place we recommend has been visited by our team.',
    details: ['Heritage palaces and intimate boutique hotels', 'Lodges and private camps in wild places', 'Room choices made for views, quiet and comfort'],
  },
  {
    title: '24/7 Support on the Road',
    description: 'Whatever the hour, a real person who knows your itinerary answers when you call.',
    details: ['A local contact in every country', 'Help with changes, delays and the unexpected', 'One emergency number for the whole journey'],
  },
  {
    title: 'Seamless Logistics',
    description: 'Flights, transfers, permits and timings are handled for you, so the journey flows from one day to the next.',
    details: ['Domestic flights and private transfers arranged', 'Trekking and park permits obtained in advance', 'Met and assisted at every airport'],
  },
  {
    title: 'Authentic Experiences',
    description: 'We look past the obvious to moments that make a journey: a private aarti, a village lunch, a monastery at prayer time.',
    details: ['Private and early-access visits where possible', 'Cooking, craft and wellness sessions with local hosts', 'Festival dates built into your plans'],
  },
  {
    title: 'Safety and Care',
    description: 'Careful planning lets you relax: trusted partners, vetted vehicles and guides trained for the terrain.',
    details: ['Acclimatisation built into every high-altitude trek', 'Licensed guides and experienced drivers', 'Clear advice on health, insurance and packing'],
  },
  {
    title: 'Responsible Travel',
    description: 'We travel lightly and fairly, so the places and people you meet benefit from your visit.',
    details: ['Locally owned hotels and lodges favoured', 'Fair wages and good equipment for guides and porters', 'Small groups and low-impact wildlife viewing'],
  },
];

export const whyUsTestimonials: readonly Testimonial[] = [
  {
    quote: 'Our Rajasthan journey felt like a private story written just for us, from the palace suites to a candlelit dinner on the ramparts of a fort.',
    author: 'Priya and Arjun Raman',
    location: 'Canada',
    rating: 5,
    trip: 'Rajasthan Royalty',
  },
  {
    quote: 'We combined Nepal and Bhutan without a single hitch. Every transfer was on time and every guide was a delight.',
    author: 'David Thompson',
    location: 'Australia',
    rating: 5,
    trip: 'Himalayan Kingdoms: Nepal & Bhutan',
  },
  {
    quote: 'The leopard sightings in Yala were wonderful, and the tea country afterwards was the perfect slow ending. Faultless planning.',
    author: 'Claire Dubois',
    location: 'France',
    rating: 5,
    trip: 'Classic Sri Lanka',
  },
];

/** How a journey comes together (four steps), in order. */
export const processSteps: readonly ProcessStep[] = [
  { title: 'Consultation', description: 'Tell us how you like to travel, when and with whom. A travel designer listens and suggests what fits.' },
  { title: 'Customization', description: 'We shape a day-by-day itinerary with you, refining routes, stays and experiences until it feels right.' },
  { title: 'Confirmation', description: 'Once you are happy, we confirm every hotel, flight and guide, and send clear travel documents.' },
  { title: 'Experience', description: 'You travel with private guides and round-the-clock support, and we stay in touch throughout.' },
];
