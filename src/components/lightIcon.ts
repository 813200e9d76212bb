/**
 * A lucide icon without the attributes every icon repeats: the SVG namespace (HTML gives inline SVG
 * its own), fill none, stroke in the text colour, round caps and joins. The site stylesheet says
 * them once for every icon (src/theme/icons.css). Icons are the most repeated markup of the
 * pre-rendered pages (some three thousand over the site), and every page is precached: this is a
 * third of each icon's bytes. An icon given its own fill or colour keeps it.
 */
import { createElement, type ReactElement } from 'react';
import type { LucideIcon, LucideProps } from 'lucide-react';

const SAID_ONCE: LucideProps = { xmlns: undefined, fill: undefined, stroke: undefined, strokeLinecap: undefined, strokeLinejoin: undefined };

export function lightIcon(Icon: LucideIcon): (props: LucideProps) => ReactElement {
  return (props) => createElement(Icon, { ...SAID_ONCE, stroke: props.color, ...props });
}
