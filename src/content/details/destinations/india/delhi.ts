import type { DestinationDetails } from '../../../types';
import { indiaPhotos } from '../../../photos/india';
import { indiaDetailPhotos } from '../../../photos/india-details';

export default {
  story: "Beyond the monuments, Delhi reveals itself in quieter places: the golden dome and community kitchen of Gurudwara Bangla Sahib, the Lodi-era tombs scattered through Lodhi Garden, and the Sufi shrine of Hazrat Nizamuddin, where qawwali rises from the courtyard, especially on Thursday evenings. In Mehrauli the Qutub Minar towers over the ruins of the city's first sultanate. We stay at The Leela Palace New Delhi in leafy Chanakyapuri, or at The Imperial, a 1930s landmark on Janpath. October to March brings warm, sunny days and cool evenings, with the occasional misty winter morning.",
  highlights: [
    'The Red Fort and Jama Masjid',
    'A rickshaw ride through Chandni Chowk',
    "Humayun's Tomb and its Mughal gardens",
    'The Qutub Minar in Mehrauli',
    'India Gate and the avenues of Lutyens\' Delhi',
    'Qawwali at the Nizamuddin Dargah',
    'The community kitchen at Gurudwara Bangla Sahib',
  ],
  bestTime: 'October to March',
  duration: '2-3 days',
  experiences: [
    {
      title: 'Old Delhi by rickshaw',
      description: "Ride a cycle rickshaw through the spice, silver and wedding bazaars of Chandni Chowk before climbing the steps of Jama Masjid for a view over the Red Fort. Pause along the way for parathas, jalebis and a glass of sweet lassi from the old city's long-established stalls.",
      duration: 'Half day',
      image: indiaDetailPhotos.delhiRedFort,
    },
    {
      title: "Humayun's Tomb and Nizamuddin",
      description: "Walk the water channels and garden terraces of Humayun's Tomb, the sixteenth-century mausoleum that foreshadowed the Taj Mahal. As dusk falls, cross to the nearby Nizamuddin Dargah to hear qawwali sung in the shrine's marble courtyard.",
      duration: '3 hours',
      image: indiaPhotos.delhiHumayunsTomb,
    },
    {
      title: 'Mehrauli and the Qutub Minar',
      description: 'Begin at the fluted sandstone tower of the Qutub Minar and the ancient iron pillar beside it, then wander into the Mehrauli Archaeological Park among forgotten tombs and stepwells. It is a gentle morning among the oldest layers of the city.',
      duration: 'Half day',
      image: indiaDetailPhotos.delhiQutubMinar,
    },
    {
      title: "Lutyens' Delhi by car",
      description: 'Drive the ceremonial avenue of Kartavya Path from India Gate towards Rashtrapati Bhavan and the Secretariat buildings on Raisina Hill. A stop at Gurudwara Bangla Sahib follows, where volunteers serve a free meal to thousands each day.',
      duration: '3 hours',
      image: indiaDetailPhotos.delhiIndiaGate,
    },
  ],
  coordinates: { lat: 28.6129, lng: 77.2295 },
} satisfies DestinationDetails;
