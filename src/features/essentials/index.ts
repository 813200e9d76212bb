/** Country essentials: the sourced facts, the phrasebooks with their fonts, the converter's logic. */
export { Phrasebook } from './Phrasebook';
export { PhraseFonts } from './PhraseFonts';
export { SourceNote } from './SourceNote';
