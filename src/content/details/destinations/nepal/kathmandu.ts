import type { DestinationDetails } from '../../../types';
import { nepalPhotos } from '../../../photos/nepal';
import { nepalDetailPhotos } from '../../../photos/nepal-details';

export default {
  story: "Beyond Kathmandu Durbar Square and the Kumari Ghar, the valley rewards unhurried days: the gilded courtyards and Patan Museum in Patan, the five-tiered Nyatapola Temple in Bhaktapur, and the riverside ghats of Pashupatinath, where the evening aarti is sung beside the Bagmati. We base guests at Dwarika's Hotel, a labour of love built around carved windows and doorways rescued from the valley's old houses, where the Krishnarpan restaurant serves a slow Nepali banquet of many courses. Autumn and spring bring the clearest skies, when the Himalaya shows itself from the valley rim at Nagarkot.",
  highlights: [
    'Kathmandu Durbar Square and the Kumari Ghar',
    'Boudhanath Stupa at dusk',
    'Swayambhunath, the hilltop Monkey Temple',
    'Evening aarti at Pashupatinath',
    'Patan Durbar Square and the Patan Museum',
    "Bhaktapur's Nyatapola Temple and Pottery Square",
    'An early-morning mountain flight past Everest',
  ],
  bestTime: 'October to November and March to May',
  duration: '3-4 days',
  experiences: [
    {
      title: 'Dusk kora at Boudhanath',
      description: 'Join Tibetan pilgrims circling the great stupa as butter lamps are lit and the surrounding monasteries begin their evening chants. A rooftop table facing the dome makes a gentle end, with momos and a pot of butter tea.',
      duration: '2 hours',
      image: nepalPhotos.kathmanduBoudhanathStupa2,
    },
    {
      title: 'Patan with a private guide',
      description: "Walk Patan's Durbar Square and its hidden bahals, the monastery courtyards where Newar craftsmen still cast bronze by the lost-wax method. Finish at the Patan Museum, whose collection of sacred art is displayed in a restored royal palace.",
      duration: 'Half day',
      image: nepalDetailPhotos.patanDurbarSquare,
    },
    {
      title: 'Bhaktapur on foot',
      description: 'Wander brick lanes to Taumadhi Square and the Nyatapola Temple, pausing in Pottery Square where clay is still shaped on hand-turned wheels. Taste juju dhau, the rich king curd for which the town is famous.',
      duration: 'Half day',
      image: nepalDetailPhotos.bhaktapurDurbarSquare,
    },
    {
      title: 'Everest mountain flight',
      description: 'Take off at first light for an hour along the high Himalaya, with Langtang, Gauri Shankar and finally Everest filling the window. Every passenger has a window seat, and the crew usually invites guests forward for a view from the cockpit.',
      duration: '2-3 hours',
      image: nepalPhotos.mountEverest,
    },
  ],
  coordinates: { lat: 27.7046, lng: 85.3071 },
} satisfies DestinationDetails;
