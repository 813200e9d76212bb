/** India's essentials: rupees and tipping, plugs, temple etiquette and Hindi phrases. */
import { checked, quoted, sources } from './sources';
import type { CountryEssentials, Source } from './types';

/** Where India’s essentials come from (how they were chosen and dated: sources.ts). */
const s = {
  ...sources,
  lpIndiaMoney: { title: 'Lonely Planet: India, money and costs', url: 'https://www.lonelyplanet.com/india/ajanta/a/nar-gr/money-and-costs/356387', checked: quoted },
  lpIndiaEtiquette: {
    title: 'Lonely Planet: India etiquette',
    url: 'https://www.lonelyplanet.com/india/karnataka/practical-information/directory/etiquette/a/nar/7643289a-e6ed-4475-8ffb-91aee6128b3f/356314',
    checked: quoted,
  },
  lpIndiaWhatToWear: { title: 'Lonely Planet: India, what to wear', url: 'https://www.lonelyplanet.com/india/what-to-wear', checked: quoted },
  // No tourism board or government page on tipping in India could be read: these two are the
  // best found, named for what they are.
  indiaTipping: { title: 'India Someday (a tour operator): how to tip in India, on Tripzuki', url: 'https://www.tripzuki.com/blog/how-to-tip-in-india/', checked: quoted },
  indiaCash: { title: 'Fivesandals Travel: tipping in India', url: 'https://fivesandalstravel.com/travel-tip/india/tipping-36', checked: quoted },
  // DuckDuckGo's cheat sheets, compiled by its contributors from the sites they name (Linguanaut,
  // The Backpacking Site) and read at the commit named in the address.
  ddgHindi: {
    title: 'DuckDuckGo Hindi cheat sheet (compiled from Linguanaut)',
    url: 'https://github.com/duckduckgo/zeroclickinfo-goodies/blob/d74caf6d507a990a771e117a135404bb16651bfb/share/goodie/cheat_sheets/json/language/hindi.json',
    checked,
  },
  // Tatoeba's sentences (CC BY 2.0 FR; each credited by its numbers and authors, shown with the
  // phrase), as manythings.org exports them in pairs, read in these repositories at these commits.
  tatoebaHindi: {
    title: 'Tatoeba (CC BY 2.0 FR): English–Hindi sentence pairs, as exported by manythings.org',
    url: 'https://github.com/namanmistry/Englist-to-Hindi/blob/f279fcf7f8bea829f012da3a9f283bc2f9bbbb49/hin.txt',
    checked: quoted,
  },
} as const satisfies Record<string, Source>;

export const essentials: CountryEssentials = {
  country: 'india',
  currency: { code: 'INR', name: 'Indian rupee' },
  money: [
    {
      text: 'The currency is the Indian rupee (₹). ATMs are found in most urban centres and cards are taken in midrange hotels, shops and restaurants, but much of India still runs on cash.',
      source: s.lpIndiaMoney,
      quote:
        'ATMs are widely available; credit/debit cards are accepted in midrange hotels, shops and restaurants, but much of India remains a cash-based economy. … The Indian rupee (₹) is divided into 100 paise (p) … ATMs are found in most urban centres.',
    },
    {
      text: 'Tip in cash: up to 10% of a restaurant bill; a driver hired for the day is usually tipped ₹50 to ₹100 a day, a local guide about 10% of the price of the tour.',
      source: s.indiaCash,
      quote:
        'Always tip in cash. You should leave up to 10% on any restaurant bill, 15% for exceptional service. … If you hire a car and driver, tip the driver about Rs. 50–Rs. 100 per day, depending on the distance traveled … Tip local guides 10% of the price of the tour.',
    },
    {
      text: 'Restaurants in Delhi and Mumbai often add a service charge (not the same as the government’s tax); when they do, no tip is expected.',
      source: s.indiaTipping,
      quote:
        'Restaurants in Delhi and Mumbai often charge a ‘service charge’, not to be confused with ‘service tax’ (which is a government levied tax). When a ‘service charge’ is levied no tip is expected.',
    },
  ],
  plugs: {
    types: ['C', 'D', 'M'],
    volts: 230,
    hertz: 50,
    source: s.iecWorldPlugs,
    quote: 'IN,50 Hz,India,Type C,230 V … IN,50 Hz,India,Type D,230 V … IN,50 Hz,India,Type M,230 V',
  },
  etiquette: [
    {
      text: 'Wear clothes that do not reveal much, men and women alike: it is essential at most holy sites, where dress codes are strictly enforced.',
      source: s.lpIndiaWhatToWear,
      topic: 'dress',
      quote:
        'Male and female travellers should wear non-revealing clothes as a sign of respect for local social mores. This is essential at most holy sites, where strict dress codes are enforced (carry a thin headscarf to cover your hair).',
    },
    {
      text: 'Carry a thin headscarf, and slip-on shoes for visiting sacred sites.',
      source: s.lpIndiaWhatToWear,
      quote: '(carry a thin headscarf to cover your hair) … carry slip-on shoes for visiting sacred sites.',
    },
    {
      text: 'Shoes are not allowed in many temples and shrines; cover your head (women, and sometimes men) at some places of worship, above all gurdwaras (Sikh temples) and mosques.',
      source: s.lpIndiaEtiquette,
      quote:
        'Head cover (for women and sometimes men) is required at some places of worship – especially gurdwaras (Sikh temples) and mosques. … shoes are also prohibited in many temples and shrines.',
    },
    {
      text: 'Photography inside shrines is generally not allowed; ask before photographing people, ceremonies or sacred sites.',
      source: s.lpIndiaEtiquette,
      quote: 'Photography inside religious shrines is generally prohibited … Ask before photographing people, ceremonies or sacred sites.',
    },
    {
      text: 'Don’t touch anyone on the head, or point the soles of your feet at a person, a shrine or an image of a deity.',
      source: s.lpIndiaEtiquette,
      quote: 'Religious etiquette advises against touching locals on the head, or directing the soles of your feet at a person, religious shrine or image of a deity.',
    },
    {
      text: 'Shake hands and eat with your right hand.',
      source: s.lpIndiaEtiquette,
      quote: 'Always shake hands and eat with your right hand (the left is reserved for far more unsavoury activities).',
    },
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
        // The sheet's 'Help!' says 'help me' (to a friend); the cry for help is Tatoeba's, below.
        { english: 'Help me! (familiar)', script: 'मेरी मदद करो !', translit: 'meri madad karo !' },
        {
          english: 'Call the police!',
          script: 'पुलिस को बुलाओ!',
          translit: 'pulis ko bulāo!',
          trouble: 'police',
          line: '"key": "Call the police!", "val": "पुलिस को बुलाओ!", "trn": "pulis ko bulāo!"',
        },
        { english: 'I’m lost', script: 'मैं रास्ता भूल गया ।', translit: 'main rasta bhul gaya' },
        { english: 'Where is the medicine shop?', script: 'दवाई की दुकान कहाँ है ?', translit: 'dawaai ki dukaan kahaan hai?' },
        { english: 'Turn left', script: 'बायीं तरफ़ मुड़िये', translit: 'bāyīn taraf mudiye' },
        { english: 'Turn right', script: 'दाहिनी तरफ़ मुड़िये', translit: 'dāhinī taraf mudiye' },
        { english: 'One ticket to …', script: 'एक … की टिकट दीजिये', translit: 'Ek … ki ticket dijiye' },
        { english: 'How much does it cost to get to …?', script: '… जाने को कितना लगता है?', translit: '… jaane ko kitnaa lagtaa hai' },
        { english: 'I’m a vegetarian', script: 'मैं शाकाहारी हूँ', translit: 'main śākāhāri hun' },
        { english: 'The bill, please', script: 'बिल/चेक लाइये', translit: 'bil/chek lāiye' },
        // For trouble: Tatoeba's sentences, which give no romanisation; ours, marked on the page.
        {
          english: 'Help!',
          script: 'बचाओ!',
          translit: 'bachāo!',
          translitByUs: true,
          source: s.tatoebaHindi,
          ref: 'tatoeba.org #435084 (lukaszpp) & #459377 (minshirui)',
          trouble: 'help',
          line: 'Help!\tबचाओ!\tCC-BY 2.0 (France) Attribution: tatoeba.org #435084 (lukaszpp) & #459377 (minshirui)',
        },
        {
          english: 'I do not understand. (a man speaking)',
          script: 'मैं समझा नहीं।',
          translit: 'maĩ samjhā nahī̃',
          translitByUs: true,
          source: s.tatoebaHindi,
          ref: 'tatoeba.org #376610 (CM) & #476009 (minshirui)',
          trouble: 'dont-understand',
          line: 'I do not understand.\tमैं समझा नहीं।\tCC-BY 2.0 (France) Attribution: tatoeba.org #376610 (CM) & #476009 (minshirui)',
        },
        {
          english: 'Would you speak more slowly, please?',
          script: 'आप थोड़ा धीरे बोल सकते हैं क्या?',
          translit: 'āp thoṛā dhīre bol sakte haĩ kyā?',
          translitByUs: true,
          source: s.tatoebaHindi,
          ref: 'tatoeba.org #31292 (CK) & #446697 (minshirui)',
          trouble: 'speak-slowly',
          line: 'Would you speak more slowly, please?\tआप थोड़ा धीरे बोल सकते हैं क्या?\tCC-BY 2.0 (France) Attribution: tatoeba.org #31292 (CK) & #446697 (minshirui)',
        },
      ],
    },
  ],
};
