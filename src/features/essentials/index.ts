/** Country essentials: the sourced facts, the phrasebooks with their fonts, the converter's logic. */
export { FactSources } from './FactSources';
export { SourceQuotes, type Quoted } from './SourceQuotes';
export { phraseFontFamily } from './fonts';
export { Phrasebook } from './Phrasebook';
export { PhraseFonts } from './PhraseFonts';
export { SourceNote } from './SourceNote';
