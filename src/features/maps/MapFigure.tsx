/**
 * A map drawn at build time, in a <figure> with its caption. The server inlines the map's markup
 * (so pre-rendered pages show it with no script and offline); in the browser the markup comes from
 * the pre-rendered HTML during hydration, or after a navigation in the app from the page's own
 * pre-rendered file (precached, so offline too: the map is precached once, in its page), else from
 * the map's file (/maps/{id}.svg; under `npm run dev`, whose pages are not pre-rendered). Its box keeps the map's proportions meanwhile, so nothing shifts. The
 * markup is our own build output, never visitor text.
 */
import { Box, Text, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { mapUrl } from '../../config/mapFiles';
import { pageFileUrl } from '../../config/precache';
import { retryWhenOnline } from '../../lib/load';
import { mapSize } from './frames';
import { getMapMarkup } from './markup';
import { WhereAmI } from './WhereAmI';

function initialMarkup(id: string): string | undefined {
  const built = getMapMarkup(id);
  if (built !== undefined) return built;
  if (typeof document === 'undefined') return undefined;
  const html = document.querySelector(`[data-map="${CSS.escape(id)}"]`)?.innerHTML;
  return html || undefined;
}

/** The map's markup in the pre-rendered file of the page at `pathname`, if it has it. */
async function mapInPage(id: string, pathname: string): Promise<string | undefined> {
  const response = await fetch(pageFileUrl(pathname)).catch(() => undefined);
  if (!response?.ok) return undefined;
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  return page.querySelector(`[data-map="${CSS.escape(id)}"]`)?.innerHTML || undefined;
}

async function fetchMap(id: string): Promise<string> {
  const inPage = await mapInPage(id, window.location.pathname);
  if (inPage) return inPage;
  const response = await fetch(mapUrl(id));
  if (!response.ok) throw new Error(`map ${id}: ${response.status}`);
  return response.text();
}

export interface MapFigureProps extends Omit<BoxProps, 'children' | 'id'> {
  /** 'route/golden-triangle', 'place/india/agra', 'country/india'. */
  mapId: string;
  caption: ReactNode;
  /** "Where am I?" under the map (route, locator and country maps). */
  whereAmI?: boolean;
}

/** Give it `key={mapId}`, so a navigation to another map starts afresh. */
export function MapFigure({ mapId, caption, whereAmI = false, ...rest }: MapFigureProps) {
  const box = useRef<HTMLDivElement>(null);
  const [markup, setMarkup] = useState(() => initialMarkup(mapId));
  useEffect(() => {
    if (markup !== undefined) return;
    let live = true;
    void retryWhenOnline(() => fetchMap(mapId)).then((svg) => {
      if (live) setMarkup(svg);
    });
    return () => {
      live = false;
    };
  }, [mapId, markup]);
  const { width, height } = mapSize(mapId);
  return (
    <Box as="figure" m="0" css={{ '@media print': { breakInside: 'avoid' } }} {...rest}>
      <Box
        ref={box}
        data-map={mapId}
        aspectRatio={`${width} / ${height}`}
        borderRadius="l3"
        overflow="hidden"
        borderWidth="1px"
        borderColor="jade.100"
        bg="jade.50"
        css={{ '& > svg': { display: 'block', width: '100%', height: 'auto' } }}
        dangerouslySetInnerHTML={{ __html: markup ?? '' }}
      />
      <Text as="figcaption" mt="2" fontSize="sm" color="fg.muted">
        {caption}
      </Text>
      {whereAmI && <WhereAmI mapId={mapId} width={width} height={height} svg={() => box.current?.querySelector('svg') ?? null} />}
    </Box>
  );
}
