/** Nepal's essentials: rupees and tipping, plugs, temple and stupa etiquette and Nepali phrases. */
import { sources as s } from './sources';
import type { CountryEssentials } from './types';

export const essentials: CountryEssentials = {
  country: 'nepal',
  currency: { code: 'NPR', name: 'Nepalese rupee', perInr: 1.6, pegSource: s.nrbPeg },
  money: [
    { text: 'The currency is the Nepalese rupee (NPR), fixed by Nepal Rastra Bank at 1.60 to the Indian rupee.', source: s.nrbPeg },
    { text: 'There are banks and ATMs, but they do not always work: keep a reserve of cash. Cards are taken mainly in midrange and top-end hotels and restaurants.', source: s.fodorsNepalMoney },
    { text: 'On a trek, bring enough money for the whole trek: outside Solu Khumbu and the Annapurna treks changing money is very difficult.', source: s.lpNepalMoney },
    { text: 'In tourist restaurants leave your loose change (or 5%) in cheaper places and about 10% in more expensive ones; round up taxi fares.', source: s.lpNepalMoney },
    { text: 'Trekking guides, porters and drivers generally expect a tip, which makes up a large part of their income.', source: s.nepalCulture },
    { text: 'Give and take money with your right hand, touching your right elbow with your left hand as a sign of respect.', source: s.nepalEtiquette },
  ],
  plugs: { types: ['C', 'D', 'M'], volts: 230, hertz: 50, source: s.iecWorldPlugs },
  etiquette: [
    { text: 'Dress modestly, above all at temples and monasteries and in villages.', source: s.nepalCulture, topic: 'dress' },
    { text: 'Take your shoes off before entering a home or a monastery.', source: s.nepalEtiquette },
    { text: 'Walk clockwise around stupas, chörtens and mani walls.', source: s.nepalEtiquette },
    { text: 'Ask before photographing people, monks above all; some religious sites do not allow photographs at all.', source: s.nepalCulture },
  ],
  phrasebooks: [
    {
      language: 'Nepali',
      lang: 'ne',
      script: 'devanagari',
      source: s.wikivoyageNepali,
      phrases: [
        { english: 'Hello', script: 'नमस्ते', translit: 'namaste', unchecked: true },
        { english: 'Thank you', script: 'धन्यवाद', translit: 'dhanyabaad', unchecked: true },
        { english: 'Yes (it is)', script: 'हो', translit: 'ho', unchecked: true },
        { english: 'No (it isn’t)', script: 'होइन', translit: 'hoina', unchecked: true },
        { english: 'How are you?', script: 'तपाईंलाई कस्तो छ?', translit: 'tapaainlaai kasto chha?', unchecked: true },
        { english: 'I am fine', script: 'म ठिक छु', translit: 'ma thik chhu', unchecked: true },
        { english: 'What is your name?', script: 'तपाईंको नाम के हो?', translit: 'tapaainko naam ke ho?', unchecked: true },
        { english: 'My name is …', script: 'मेरो नाम … हो', translit: 'mero naam … ho', unchecked: true },
        { english: 'I didn’t understand', script: 'मैले बुझिनँ', translit: 'maile bujhina', unchecked: true },
        { english: 'How much is it?', script: 'कति हो?', translit: 'kati ho?', unchecked: true },
        { english: 'Where is the toilet?', script: 'शौचालय कहाँ छ?', translit: 'shauchaalay kahaan chha?', unchecked: true },
        { english: 'Water', script: 'पानी', translit: 'paani', unchecked: true },
        { english: 'Tea', script: 'चिया', translit: 'chiyaa', unchecked: true },
        { english: 'Food', script: 'खाना', translit: 'khaanaa', unchecked: true },
        { english: 'It’s delicious', script: 'मिठो छ', translit: 'mitho chha', unchecked: true },
        { english: 'Good', script: 'राम्रो', translit: 'raamro', unchecked: true },
        { english: 'Slowly, please', script: 'बिस्तारै', translit: 'bistaarai', unchecked: true },
        { english: 'Help!', script: 'गुहार!', translit: 'guhaar!', unchecked: true },
        { english: 'I need a doctor', script: 'मलाई डाक्टर चाहियो', translit: 'malaai daaktar chaahiyo', unchecked: true },
        { english: 'See you again', script: 'फेरि भेटौँला', translit: 'pheri bhetaunlaa', unchecked: true },
      ],
    },
  ],
};
