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
      // No one readable source had twenty phrases with script, transliteration and English, so each
      // phrase names the page it was read on (see sources.ts), spelt as that page spells it: only the
      // teachers' blank in "My name is …" ("..." in its script) is written "…", and its "General
      // greeting (hello, goodbye)" is "Hello / goodbye" here.
      source: s.overlandElsNepali,
      phrases: [
        { english: 'Hello / goodbye', script: 'नमस्ते', translit: 'namaste' },
        { english: 'Good morning', script: 'शुभ प्रभात', translit: 'śubha prabhāta' },
        { english: 'How are you?', script: 'तपाईंलाई कस्तो छ ?', translit: 'tapāī lai kasto cha?' },
        { english: 'Are you well?', script: 'सन्चै हुनुहुन्छ?', translit: 'Sanchai hunuhunchha?', source: s.boliNepaliTrekking },
        { english: 'I am well', script: 'सन्चै छु', translit: 'Sanchai chhu', source: s.boliNepaliTrekking },
        { english: 'What’s your name?', script: 'तपाईँको नाम के हो ?', translit: 'tapāī̃ko nāma ke ho?' },
        { english: 'My name is …', script: 'मेरो नाम … हो', translit: 'mero nāma … ho' },
        { english: 'Thank you', script: 'धन्यवाद', translit: 'Dhanyabad', source: s.boliNepaliTrekking },
        { english: 'Please', script: 'कृपया', translit: 'Kripaya', source: s.boliNepaliTrekking },
        { english: 'Sorry / please forgive me', script: 'माफ गर्नुहोस्', translit: 'Maaf garnu hos', source: s.talkpalNepaliApologies },
        { english: 'Yes', script: 'हो', translit: 'ho' },
        { english: 'No', script: 'होइन', translit: 'hoina' },
        { english: 'What is this?', script: 'यो के हो?', translit: 'yo ke ho?', source: s.bccampusNepaliObjects },
        { english: 'How much is this?', script: 'यस्को कति हो?', translit: 'yasko kati ho?', source: s.bccampusNepaliShopping },
        { english: 'How much does this cost?', script: 'यस्को कति पर्छ?', translit: 'yasko kati parcha?', source: s.bccampusNepaliShopping },
        { english: 'Where is …?', script: '… कहाँ छ?', translit: '… kahã chha?', source: s.talkpalNepaliDirections },
        { english: 'Where is the toilet?', script: 'शौचालय कहाँ छ?', translit: 'Sauchalaya kaha cha?', source: s.learnNepaliToilet },
        { english: 'Is there a toilet here?', script: 'के यहाँ शौचालय छ?', translit: 'Ke yaha sauchalaya cha?', source: s.learnNepaliToilet },
        { english: 'I need to go to the toilet', script: 'मलाई शौचालय जानु छ।', translit: 'Malai sauchalaya janu cha.', source: s.learnNepaliToilet },
        { english: 'Water', script: 'पानी', translit: 'pani', source: s.learnNepaliToilet },
        { english: 'Please give me water', script: 'कृपया पानी दिनुहोस्।', translit: 'Kripaya pani dinuhos.', source: s.talkpalNepaliFood },
        { english: 'Please give me the menu', script: 'मलाई मेनु दिनुहोस्।', translit: 'Malai menu dinuhos.', source: s.talkpalNepaliFood },
        { english: 'Please give the bill', script: 'बिल दिनुहोस्।', translit: 'Bil dinuhos.', source: s.talkpalNepaliFood },
      ],
    },
  ],
};
