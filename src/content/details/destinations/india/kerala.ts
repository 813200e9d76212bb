import type { DestinationDetails } from '../../../types';
import { indiaPhotos } from '../../../photos/india';
import { indiaDetailPhotos } from '../../../photos/india-details';

export default {
  story: "We centre Kerala on the backwaters around Alleppey (Alappuzha), where canoes slip down narrow channels to the paddy fields of Kuttanad, farmed below sea level behind earthen dykes, and to the churches and temples along the banks. A night aboard a private houseboat pairs well with Kumarakom Lake Resort on the shore of Vembanad Lake, with its heritage villas and Ayurvedic spa. Fort Kochi, an hour and a half north, adds Chinese fishing nets, the Paradesi Synagogue and Mattancherry Palace, with nights at the Taj Malabar Resort on Willingdon Island. October to March brings dry, mild days after the monsoon has filled the waterways.",
  highlights: [
    'A private houseboat on Vembanad Lake',
    'Canoeing the village canals of Kuttanad',
    'Birdwatching at the Kumarakom Bird Sanctuary',
    'The Chinese fishing nets of Fort Kochi',
    'Mattancherry Palace and the Paradesi Synagogue',
    'A Kathakali performance in Kochi',
    'Tea estates in the hills of Munnar',
    'Ayurvedic treatments by the lake',
  ],
  bestTime: 'October to March',
  duration: '4-6 days',
  experiences: [
    {
      title: 'Overnight houseboat cruise',
      description: 'Board a private kettuvallam at Alleppey and glide across Vembanad Lake and along palm-lined canals, while the cook prepares Kerala fish curry and appam on board. At dusk the boat moors beside the paddy fields for a still, quiet night on the water.',
      duration: 'Overnight',
      image: indiaPhotos.keralaHouseboatAlleppey,
    },
    {
      title: 'Village canoe at dawn',
      description: 'Slip down channels too narrow for the houseboats in a small country canoe, passing toddy tappers climbing the palms, children on their way to school and kingfishers on the wires. Early morning brings soft light and the calm of a waking village.',
      duration: '2 hours',
      image: indiaDetailPhotos.keralaBackwaters2,
    },
    {
      title: 'Fort Kochi on foot',
      description: 'Walk from the Chinese fishing nets on the waterfront to St Francis Church, where Vasco da Gama was first buried, then on to Mattancherry Palace and the spice warehouses of Jew Town. End at the Paradesi Synagogue, its floor laid with hand-painted Chinese tiles.',
      duration: 'Half day',
      image: indiaDetailPhotos.indianSpices,
    },
    {
      title: 'The tea hills of Munnar',
      description: 'Climb into the Western Ghats to Munnar, where tea estates first planted by British planters roll across the hills in clipped green rows. Walk the gardens with a planter, visit a working factory and taste the leaf at its freshest.',
      duration: '2 days',
      image: indiaDetailPhotos.munnarTeaHillsKerala,
    },
  ],
  coordinates: { lat: 9.4981, lng: 76.3388 },
} satisfies DestinationDetails;
