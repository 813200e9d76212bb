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
      // Script and transliteration as the cheat sheet spells them (its blanks written "…").
      source: s.ddgHindi,
      phrases: [
        { english: 'Hello', script: 'नमस्ते', translit: 'namastē' },
        { english: 'Hello / goodbye', script: 'नमस्कार', translit: 'namaskār' },
        { english: 'Thank you', script: 'शुक्रिया', translit: 'Shukriyaa' },
        { english: 'Thank you very much!', script: 'बहुत बहुत (धन्यवाद / शुक्रिया)!', translit: 'bahut bahut (dhanyavad/shukriyaa)' },
        { english: 'Please', script: 'कृपया', translit: 'krpyaa' },
        { english: 'Yes', script: 'हाँ', translit: 'hā̃n' },
        { english: 'No / not', script: 'नहीं', translit: 'nahī̃' },
        { english: 'OK / fine', script: 'ठीक है', translit: 'ṭhīk hai' },
        { english: 'How are you? (to a man / to a woman)', script: 'आप कैसे/कैसी हैं?', translit: 'āp kaisē/kaisī haĩn?' },
        { english: 'I am fine', script: 'मैं ठीक हूँ।', translit: 'maĩ ṭhīk hū̃n' },
        { english: 'What is your name?', script: 'आपका नाम क्या है?', translit: 'āpkā nām kyā hai?' },
        { english: 'My name is …', script: 'मेरा नाम … है।', translit: 'mērā nām … hai' },
        { english: 'Excuse me!', script: 'ज़रा सुनिये!', translit: 'zarā suniye' },
        { english: 'I’m sorry', script: 'मुझे अफसोस है', translit: 'Mujhe afsos hai' },
        { english: 'Please write it down', script: 'कृपया इसे लिखें ।', translit: 'kṛipayā isse likheṅ' },
        { english: 'Help!', script: 'मेरी मदद करो !', translit: 'meri madad karo !' },
        { english: 'Call the police!', script: 'पुलिस को बुलाओ!', translit: 'pulis ko bulāo!' },
        { english: 'I’m lost', script: 'मैं रास्ता भूल गया ।', translit: 'main rasta bhul gaya' },
        { english: 'Where is the medicine shop?', script: 'दवाई की दुकान कहाँ है ?', translit: 'dawaai ki dukaan kahaan hai?' },
        { english: 'Turn left', script: 'बायीं तरफ़ मुड़िये', translit: 'bāyīn taraf mudiye' },
        { english: 'Turn right', script: 'दाहिनी तरफ़ मुड़िये', translit: 'dāhinī taraf mudiye' },
        { english: 'One ticket to …', script: 'एक … की टिकट दीजिये', translit: 'Ek … ki ticket dijiye' },
        { english: 'How much does it cost to get to …?', script: '… जाने को कितना लगता है?', translit: '… jaane ko kitnaa lagtaa hai' },
        { english: 'I’m a vegetarian', script: 'मैं शाकाहारी हूँ', translit: 'main śākāhāri hun' },
        { english: 'The bill, please', script: 'बिल/चेक लाइये', translit: 'bil/chek lāiye' },
      ],
    },
  ],
};
