import type { DestinationDetails } from '../../../types';
import { indiaPhotos } from '../../../photos/india';
import { indiaDetailPhotos } from '../../../photos/india-details';

export default {
  story: 'An hour by ferry from the Gateway, the rock-cut cave temples of Elephanta Island honour Shiva, whose colossal three-headed Sadashiva fills the main hall. Back ashore, the Kala Ghoda arts district, the Chhatrapati Shivaji Maharaj Vastu Sangrahalaya and the Art Deco facades facing the Oval Maidan reward an unhurried morning, while Crawford Market, Dhobi Ghat and the dabbawalas show the city at work. We stay at the Taj Mahal Palace, opened in 1903, whose sea-facing rooms look out over the harbour. The cooler, drier months from November to February are best for exploring on foot.',
  highlights: [
    'The Gateway of India and the Taj Mahal Palace',
    'The cave temples of Elephanta Island',
    'Chhatrapati Shivaji Maharaj Terminus',
    'Victorian Gothic and Art Deco around the Oval Maidan',
    'Sunset along Marine Drive',
    'The open-air laundry of Dhobi Ghat',
    'Galleries and cafes in Kala Ghoda',
    'Street food on Chowpatty Beach',
  ],
  bestTime: 'November to February',
  duration: '2-3 days',
  experiences: [
    {
      title: 'Elephanta Caves by boat',
      description: 'Cross the harbour from the Gateway of India to Elephanta Island, where cave temples cut from the basalt some fifteen centuries ago honour Shiva. A guide unravels the great carved panels, from the three-headed Sadashiva to Shiva as Lord of the Dance.',
      duration: 'Half day',
      image: indiaDetailPhotos.mumbaiGatewayOfIndia2,
    },
    {
      title: 'Heritage walk through the Fort district',
      description: "Stroll from the Gateway past the city's great museum, the Rajabai Clock Tower and the Bombay High Court to the railway's Gothic masterpiece at Chhatrapati Shivaji Maharaj Terminus. An architectural historian brings the carved stone and stained glass to life.",
      duration: '3 hours',
      image: indiaPhotos.mumbaiGatewayOfIndia,
    },
    {
      title: 'Dabbawalas and Dhobi Ghat',
      description: "Meet the dabbawalas at Churchgate station as lunch tins from across the city are sorted by a code of colours and symbols, then look down on the washing pens of Dhobi Ghat at Mahalaxmi. It is a morning spent with the ingenious systems that keep Mumbai running.",
      duration: '3 hours',
      image: indiaDetailPhotos.indianFood,
    },
    {
      title: 'Sunset on Marine Drive',
      description: "Walk the sea wall of Marine Drive as the sun drops into the Arabian Sea and the streetlights of the Queen's Necklace flicker on. Finish at Chowpatty Beach with bhel puri and pav bhaji from the stalls.",
      duration: '2 hours',
      image: indiaDetailPhotos.mumbaiMarineDrive,
    },
  ],
  coordinates: { lat: 18.922, lng: 72.8347 },
} satisfies DestinationDetails;
