/** India's essentials: rupees and tipping, plugs, temple etiquette and Hindi phrases. */
import { sources as s } from './sources';
import type { CountryEssentials } from './types';

export const essentials: CountryEssentials = {
  country: 'india',
  currency: { code: 'INR', name: 'Indian rupee' },
  money: [
    { text: 'The currency is the Indian rupee (INR, ₹), issued by the Reserve Bank of India.', source: s.rbi },
    { text: 'Carry small notes: tips are given in cash. A driver hired for the day is usually tipped ₹50 to ₹100 a day, a local guide about 10% of the price of the tour.', source: s.indiaCash },
    {
      text: 'Tipping in restaurants: 7 to 10% on small bills, 5 to 7% on large ones. Restaurants in Delhi and Mumbai often add a service charge (not the same as the government’s tax); when they do, no tip is expected.',
      source: s.indiaTipping,
    },
  ],
  plugs: { types: ['C', 'D', 'M'], volts: 230, hertz: 50, source: s.iecWorldPlugs },
  etiquette: [
    { text: 'At temples and other sacred sites cover shoulders and legs: no shorts or sleeveless tops, for men and women alike.', source: s.indiaReligiousEtiquette },
    { text: 'Take your shoes off before entering a temple; socks are allowed in most, and welcome on hot stone floors.', source: s.indiaReligiousEtiquette },
    { text: 'Carry a scarf: gurdwaras (Sikh temples) and mosques ask you to cover your head.', source: s.indiaReligiousEtiquette },
    { text: 'Jain temples ask you to leave leather behind. Ask before photographing inside a shrine or a ceremony.', source: s.indiaReligiousEtiquette },
    { text: 'In a Buddhist monastery (in Ladakh, say) walk clockwise around it, its stupas and its prayer walls, and leave the cushions and chairs to the monks.', source: s.mtdcMonastery },
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
