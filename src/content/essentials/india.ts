/** India's essentials: rupees and tipping, plugs, temple etiquette and Hindi phrases. */
import { sources as s } from './sources';
import type { CountryEssentials } from './types';

export const essentials: CountryEssentials = {
  country: 'india',
  currency: { code: 'INR', name: 'Indian rupee' },
  money: [
    {
      text: 'The currency is the Indian rupee (₹). ATMs are found in most urban centres and cards are taken in midrange hotels, shops and restaurants, but much of India still runs on cash.',
      source: s.lpIndiaMoney,
    },
    { text: 'Tip in cash: up to 10% of a restaurant bill; a driver hired for the day is usually tipped ₹50 to ₹100 a day, a local guide about 10% of the price of the tour.', source: s.indiaCash },
    {
      text: 'Restaurants in Delhi and Mumbai often add a service charge (not the same as the government’s tax); when they do, no tip is expected.',
      source: s.indiaTipping,
    },
  ],
  plugs: { types: ['C', 'D', 'M'], volts: 230, hertz: 50, source: s.iecWorldPlugs },
  etiquette: [
    { text: 'Wear clothes that do not reveal much, men and women alike: it is essential at most holy sites, where dress codes are strictly enforced.', source: s.lpIndiaWhatToWear, topic: 'dress' },
    { text: 'Carry a thin headscarf, and slip-on shoes for visiting sacred sites.', source: s.lpIndiaWhatToWear },
    { text: 'Shoes are not allowed in many temples and shrines; cover your head (women, and sometimes men) at some places of worship, above all gurdwaras (Sikh temples) and mosques.', source: s.lpIndiaEtiquette },
    { text: 'Photography inside shrines is generally not allowed; ask before photographing people, ceremonies or sacred sites.', source: s.lpIndiaEtiquette },
    { text: 'Don’t touch anyone on the head, or point the soles of your feet at a person, a shrine or an image of a deity.', source: s.lpIndiaEtiquette },
    { text: 'Shake hands and eat with your right hand.', source: s.lpIndiaEtiquette },
  ],
  phrasebooks: [
    {
      language: 'Hindi',
      lang: 'hi',
      script: 'devanagari',
      source: s.wikivoyageHindi,
      phrases: [
        { english: 'Hello', script: 'नमस्ते', translit: 'namaste', unchecked: true },
        { english: 'Thank you', script: 'धन्यवाद', translit: 'dhanyavaad', unchecked: true },
        { english: 'Yes', script: 'हाँ', translit: 'haan', unchecked: true },
        { english: 'No', script: 'नहीं', translit: 'nahin', unchecked: true },
        { english: 'Please', script: 'कृपया', translit: 'kripya', unchecked: true },
        { english: 'Excuse me / sorry', script: 'माफ़ कीजिए', translit: 'maaf kijiye', unchecked: true },
        { english: 'How are you?', script: 'आप कैसे हैं?', translit: 'aap kaise hain?', unchecked: true },
        { english: 'What is your name?', script: 'आपका नाम क्या है?', translit: 'aapka naam kya hai?', unchecked: true },
        { english: 'My name is …', script: 'मेरा नाम … है', translit: 'mera naam … hai', unchecked: true },
        { english: 'I don’t understand', script: 'मुझे समझ नहीं आया', translit: 'mujhe samajh nahin aaya', unchecked: true },
        { english: 'Do you speak English?', script: 'क्या आप अंग्रेज़ी बोलते हैं?', translit: 'kya aap angrezi bolte hain?', unchecked: true },
        { english: 'How much is this?', script: 'यह कितने का है?', translit: 'yah kitne ka hai?', unchecked: true },
        { english: 'Too expensive', script: 'बहुत महँगा है', translit: 'bahut mahanga hai', unchecked: true },
        { english: 'Where is the toilet?', script: 'शौचालय कहाँ है?', translit: 'shauchaalay kahaan hai?', unchecked: true },
        { english: 'Stop here, please', script: 'यहाँ रुकिए', translit: 'yahaan rukiye', unchecked: true },
        { english: 'Water', script: 'पानी', translit: 'paani', unchecked: true },
        { english: 'Not spicy', script: 'तीखा नहीं', translit: 'teekha nahin', unchecked: true },
        { english: 'OK / fine', script: 'ठीक है', translit: 'theek hai', unchecked: true },
        { english: 'Help!', script: 'बचाओ!', translit: 'bachaao!', unchecked: true },
        { english: 'Please call a doctor', script: 'डॉक्टर को बुलाइए', translit: 'doctor ko bulaaiye', unchecked: true },
        { english: 'See you again', script: 'फिर मिलेंगे', translit: 'phir milenge', unchecked: true },
      ],
    },
  ],
};
