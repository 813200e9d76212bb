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
      source: s.ddcPhrasebook,
      phrases: [
        { english: 'Hello!', script: 'སྐུ་གཟུགས་བཟང་པོ།', translit: 'ku zû zã po' },
        { english: 'Welcome!', script: 'བྱོན་པ་ལེགས་སོ།', translit: 'j˚öm b˚a le so' },
        { english: 'How have you been?', script: 'ཁྱོད་ག་དེ་སྦེ་ཡོད?', translit: 'chö g˚a d˚e be yö' },
        { english: 'I am doing well.', script: 'ང་ལེགས་ཞིམ་སྦེ་ར་ཡོད།', translit: 'nga le zhim be ra yö' },
        { english: 'What is your name?', script: 'ཁྱོད་ཀྱི་མིང་ག་ཅི་སྨོ?', translit: 'chö g˚i mĩ g˚a ci mo' },
        { english: 'Where are you from?', script: 'ཁྱོད་ག་ཏེ་ལས་སྨོ?', translit: 'chö g˚a te lä mo' },
        { english: 'Do you speak English? (polite)', script: 'ནཱ་གིས་ཨིང་ལིཤ་མཁྱེན་ག?', translit: 'nâ g˚i ’ing lish khen g˚a' },
        { english: 'I speak very little Dzongkha.', script: 'ང་གིས་རྫོང་ཁ་ཨ་ཙི་རེ་ཤེས།', translit: 'nga g˚i dzong kha ’a tsi re shê' },
        { english: 'Thank you so much.', script: 'གནམ་མེད་ས་མེད་བཀའ་དྲིན་ཆེ།', translit: '’na me sa me ka dr˚i che' },
        { english: 'Okay. Thank you.', script: 'ལགས་སོ། བཀའ་དྲིན་ཆེ།', translit: 'lâ so ka dr˚i che' },
        { english: 'Pleased to meet you', script: 'ཁྱོད་དང་ཕྱད་སྦེ་སེམས་དགའ་ཡི།', translit: 'chö d˚a chä be sem ga yi' },
        { english: 'Goodbye, take care', script: 'ལེགས་ཞིམ་སྦེ་བཞུགས།', translit: 'le zhim be zhu' },
        { english: 'See you next time.', script: 'ལོག་ཤུལ་ལས་མཇལ་འོང་།', translit: 'lok shü lä jä õ' },
        { english: 'How much is this?', script: 'ཨ་ནཱི་ལུ་ག་དེམ་ཅིག་སྨོ།', translit: '’a ni lu g˚a d˚em cî ’mo' },
        { english: 'How much is the fare?', script: 'གླ་ཆ་ག་དེམ་ཅིག་སྨོ?', translit: '’lacha g˚a d˚em ci mo' },
        { english: 'Where is the ticket counter?', script: 'ཤོག་འཛིན་བཏོག་ས་ག་ཏེ་ཨིན་ན?', translit: 'shok dzin tô sa g˚a te ’ina' },
        { english: 'Please drive slowly.', script: 'སྣུམ་འཁོར་གོ་ལེ་སྦེ་བདའ་གནང།', translit: '’num khor g˚o le be dâ ’nã' },
        { english: 'Can you please stop here for a while?', script: 'ནཱ་ཨ་ཙི་ཅིག་སྒུགས་གནང་མས།', translit: 'nâ ’a tsi ci gû ’nã mä' },
        { english: 'Toilet', script: 'ཆབ་གསང།', translit: 'chap sa' },
        { english: 'Water', script: 'ཆུ།', translit: 'chu' },
        { english: 'Tea', script: 'ཇ།', translit: 'j˚a' },
        { english: 'Butter tea', script: 'སྲུ་ཇ།', translit: 'su j˚a' },
        { english: 'The ema datshi is too hot', script: 'ཨེ་མ་དར་ཚི་འདི་ཁ་ཚཝ་མས།', translit: '’ema d˚â tshi di kha tshau mä' },
        { english: 'What is the name of this monastery?', script: 'དགོན་པ་འདི་གི་མིང་ག་ཅི་ཨིན་ན?', translit: 'gön pa di gi mĩ g˚a ci ’i na' },
        { english: 'I pay my homage (at a shrine)', script: 'ཕྱག་འཚལ་ལོ།', translit: 'châ tshä lo' },
        { english: 'Money', script: 'ཏི་རུ།', translit: 'ti ru' },
        { english: 'One', script: 'གཅིག', translit: 'cî' },
        { english: 'Two', script: 'གཉིས།', translit: '’nyî' },
        { english: 'Three', script: 'གསུམ།', translit: 'sum' },
        { english: 'Ten', script: 'བཅུ་ཐམ།', translit: 'cu tham' },
      ],
    },
  ],
};
