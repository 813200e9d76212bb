/**
 * A hotel's name or address in the local script, as Today's hotel card and /trip show it: tagged
 * with its language and drawn in the app's own face for its script (localScriptFonts.ts, the faces
 * "Show the driver" uses, kept on the phone with the trip), so a phone with no font for Tibetan or
 * Sinhala shows letters, not boxes. Latin text is shown as it is.
 */
import { Text, type TextProps } from '@chakra-ui/react';
import type { CountrySlug } from '../../content/types';
import { langOf, scriptOf } from './localScript';
import { localFontFaceCss, localFontFamily } from './localScriptFonts';

export function LocalText({ text, country, ...props }: { text: string; country?: CountrySlug } & TextProps) {
  const script = scriptOf(text);
  if (!script) return <Text {...props}>{text}</Text>;
  return (
    <>
      <style data-local-script-fonts="">{localFontFaceCss([script])}</style>
      <Text lang={langOf(script, country)} fontFamily={localFontFamily(script)} {...props}>
        {text}
      </Text>
    </>
  );
}
