import type { DestinationDetails } from '../../../types';
import { indiaPhotos } from '../../../photos/india';
import { indiaDetailPhotos } from '../../../photos/india-details';

export default {
  story: "In Ahmedabad, India's first UNESCO World Heritage City, morning walks wind through the pols to the stone lattices of Sidi Saiyyed Mosque and on to Gandhi's Sabarmati Ashram; we stay at the House of MG, a family mansion facing the mosque. North at Patan, Rani ki Vav descends seven levels past hundreds of carved gods, with the Sun Temple of Modhera close by. In Kutch, craft villages around Bhuj lead to the White Rann at Dhordo, loveliest under a full moon, while the teak forest of Sasan Gir hides its lions. October to March brings dry, mild days, and Gir reopens in mid-October.",
  highlights: [
    "Ahmedabad's old city pols on foot",
    'The stone lattice of Sidi Saiyyed Mosque',
    "Gandhi's Sabarmati Ashram",
    "Rani ki Vav, the queen's stepwell at Patan",
    'The Sun Temple at Modhera',
    'The White Rann of Kutch under a full moon',
    'Craft villages of Kutch around Bhuj',
    'Asiatic lions in Gir National Park',
  ],
  bestTime: 'October to March',
  duration: '6-8 days',
  experiences: [
    {
      title: 'Old city walk and Manek Chowk',
      description: "Follow a guide through the pols of the walled city, past carved wooden houses, hidden temples and the raised bird feeders called chabutros. As evening falls the walk ends at Manek Chowk, where the jewellers' square becomes a night market of pav bhaji, bhajiya and kulfi.",
      duration: '3 hours',
      image: indiaDetailPhotos.indianFood,
    },
    {
      title: 'Rani ki Vav and Modhera',
      description: 'Drive north to Patan to descend the terraces of Rani ki Vav, an eleventh-century stepwell carved with gods, apsaras and the avatars of Vishnu. Stop at the Sun Temple of Modhera, its stepped tank lined with small shrines, and at a Patan workshop weaving double-ikat patola silk.',
      duration: 'Full day',
      image: indiaDetailPhotos.gujaratRaniKiVavStepwell,
    },
    {
      title: 'Full moon on the White Rann',
      description: 'Drive out from Dhordo onto the salt flats as the sun sets and the moon rises over an unbroken white horizon. In winter the tented city of the Rann Utsav brings folk music and Kutchi crafts to the edge of the desert.',
      duration: '3 hours',
      image: indiaPhotos.gujaratRannOfKutch,
    },
    {
      title: 'Lion safari in Sasan Gir',
      description: 'Enter the teak and acacia forest of Gir in an open jeep at dawn with a forest tracker, watching for prides resting by the dry riverbeds. Leopards, chital, nilgai and marsh crocodiles share the sanctuary, and the birdlife is rich.',
      duration: '3 hours',
      image: indiaDetailPhotos.gujaratAsiaticLionGir,
    },
  ],
  coordinates: { lat: 23.0272, lng: 72.5814 },
} satisfies DestinationDetails;
