/** Bhutan's essentials: ngultrum, plugs, dress for dzongs and monasteries, and Dzongkha phrases. */
import { sources as s } from './sources';
import type { CountryEssentials } from './types';

export const essentials: CountryEssentials = {
  country: 'bhutan',
  currency: { code: 'BTN', name: 'Bhutanese ngultrum', perInr: 1, pegSource: s.rmaPeg },
  money: [
    { text: 'The currency is the ngultrum (BTN, Nu), pegged one to one to the Indian rupee by the Royal Monetary Authority.', source: s.rmaPeg },
    { text: 'Payments between residents and visitors within Bhutan are to be made in ngultrum, and no premium may be added to a payment in ngultrum.', source: s.rmaPeg },
  ],
  plugs: { types: ['C', 'D', 'F', 'G', 'M'], volts: 230, hertz: 50, source: s.iecWorldPlugs },
  etiquette: [
    {
      text: 'Dress for dzongs, monasteries and temples: a collared shirt (long sleeves are best), full-length trousers or a long skirt, and shoes with socks. Keep them in your day bag: you will visit several a day.',
      source: s.bhutanDzongDress,
    },
    { text: 'Not allowed inside: hats and caps, shorts and short skirts, flip-flops and T-shirts.', source: s.bhutanDzongDress },
    { text: 'Visitors are not expected to wear the gho or the kira, the national dress Bhutanese wear to a dzong.', source: s.bhutanDzongDress },
    { text: 'Women may cover neck and shoulders with a shawl or scarf. Shoes come off at many religious sites: pack thick socks for cold stone floors.', source: s.bhutanReligiousSites },
  ],
  phrasebooks: [
    {
      language: 'Dzongkha',
      lang: 'dz',
      script: 'tibetan',
      source: s.dzongkhaPhrasebook,
      phrases: [
        { english: 'Hello', script: 'སྐུ་གཟུགས་བཟང་པོ་ལགས།', translit: 'kuzuzangpo la' },
        { english: 'Thank you', script: 'བཀའ་དྲིན་ཆེ་ལགས།', translit: 'kadrinchhe la' },
        { english: 'Yes (it is)', script: 'ཨིན།', translit: 'in' },
        { english: 'No (it isn’t)', script: 'མེན།', translit: 'men' },
        { english: 'Yes, all right', script: 'ལགས་སོ།', translit: 'laso' },
        { english: 'I’m fine', script: 'ལེགས་ཤོམ།', translit: 'legshom' },
        { english: 'What is your name?', script: 'ཁྱོད་ཀྱི་མིང་ག་ཅི་མོ?', translit: 'chhoe gi ming gachi mo?' },
        { english: 'My name is …', script: 'ངེ་གི་མིང་ … ཨིན།', translit: 'nge gi ming … in' },
        { english: 'I don’t understand', script: 'ང་ཧ་མ་གོ།', translit: 'nga ha mago' },
        { english: 'How much?', script: 'ག་དེམ་ཅིག?', translit: 'gademchi?' },
        { english: 'Where is the toilet?', script: 'ཆབ་གསང་ག་ཏེ་ཨིན?', translit: 'chhabsang gate in?' },
        { english: 'Water', script: 'ཆུ།', translit: 'chhu' },
        { english: 'Hot water', script: 'ཆུ་ཚ།', translit: 'chhu tsha' },
        { english: 'Butter tea', script: 'སུ་ཇ།', translit: 'suja' },
        { english: 'Doctor', script: 'དྲུང་འཚོ།', translit: 'drungtsho' },
        { english: 'Hospital', script: 'སྨན་ཁང་།', translit: 'menkhang' },
        { english: 'Bank', script: 'དངུལ་ཁང་།', translit: 'ngülkhang' },
        { english: 'Good luck', script: 'བཀྲ་ཤིས་བདེ་ལེགས།', translit: 'tashi delek' },
        { english: 'One', script: 'གཅིག', translit: 'chi' },
        { english: 'Two', script: 'གཉིས', translit: 'nyi' },
        { english: 'Three', script: 'གསུམ', translit: 'sum' },
      ],
    },
  ],
};
