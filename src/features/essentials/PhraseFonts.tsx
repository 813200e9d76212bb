/**
 * The @font-face rules of a page's phrasebooks, in the page itself (the site's stylesheet never
 * holds them): a browser fetches a phrase font only on an essentials page that shows its script.
 */
import type { PhraseScript } from '../../content/essentials/types';
import { fontFaceCss } from './fonts';

export function PhraseFonts({ scripts }: { scripts: readonly PhraseScript[] }) {
  return <style data-phrase-fonts="">{fontFaceCss(scripts)}</style>;
}
