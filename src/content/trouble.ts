/**
 * The six things a traveller in trouble needs to say. The phrasebooks (content/essentials/
 * {country}.ts) mark each phrase that says one of them (`trouble`), in each language where a
 * source that could be read and cited shows it in the language's script; Help shows those beside
 * the emergency numbers, says which were not found, and gives the English words, large, with the
 * country's emergency number. Searched, November 2026: Tatoeba's sentence exports, DuckDuckGo's
 * cheat sheets, the Dzongkha Development Commission's phrasebook and the phrasebooks' other
 * sources; for Nepali, Sinhala and Dzongkha no citable source gives any of the six in script.
 */
import type { TroubleKey } from './essentials/types';

/** The six, in the order the page gives them, as they are said in English. */
export const TROUBLE: readonly { readonly key: TroubleKey; readonly english: string }[] = [
  { key: 'help', english: 'Help!' },
  { key: 'doctor', english: 'I need a doctor' },
  { key: 'hospital', english: 'Where is the hospital?' },
  { key: 'police', english: 'Call the police' },
  { key: 'dont-understand', english: 'I don’t understand' },
  { key: 'speak-slowly', english: 'Please speak slowly' },
];
