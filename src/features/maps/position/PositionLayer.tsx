/**
 * The answer to one "Where am I?": asks for the position as it mounts (its code and the question
 * come with the tap), then says where the traveller is and marks it on the map's own SVG, in the
 * map's units, so the mark sits where the build would have drawn that point. Nothing is kept.
 */
import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { palette } from '../../../theme/palette';
import { placeLabel, type Rect } from './labelPlace';
import { locate, type Located } from './locate';

export interface PositionLayerProps {
  mapId: string;
  /** The map's <svg>, once it is on the page. */
  svg: () => SVGSVGElement | null;
  /** The map's size in its units. */
  width: number;
  height: number;
}

const R = 6.5;

/** What is drawn on the map, in its units: the label keeps clear of it (hidden names excepted). */
function drawn(svg: SVGSVGElement): Rect[] {
  const drawnHere = svg.querySelectorAll<SVGGraphicsElement>('text:not(.tip), .stop circle, circle.dot, circle.here');
  return [...drawnHere].filter((el) => !el.closest('[data-you-are-here]')).map((el) => el.getBBox());
}

function YouAreHere({ point, svg, width, height }: { point: readonly [number, number]; svg: SVGSVGElement; width: number; height: number }) {
  const [x, y] = point;
  // Placed once, against the map as drawn (not against this mark's own label).
  const [label] = useState(() => placeLabel(point, drawn(svg), { width, height }));
  return (
    <g data-testid="you-are-here" data-you-are-here="" role="img" aria-label="You are here">
      <circle cx={x} cy={y} r={16} fill={palette.location} fillOpacity={0.16} stroke={palette.location} strokeOpacity={0.55} strokeWidth={1} />
      <circle className="you-dot" cx={x} cy={y} r={R} fill={palette.location} stroke="#fff" strokeWidth={2.5} />
      <text className="lbl" aria-hidden="true" x={label.x} y={label.y} textAnchor={label.anchor} style={{ fill: palette.location }}>
        You are here
      </text>
    </g>
  );
}

export default function PositionLayer({ mapId, svg, width, height }: PositionLayerProps) {
  const [located, setLocated] = useState<Located>();
  useEffect(() => {
    let live = true;
    void locate(mapId).then((result) => {
      if (live) setLocated(result);
    });
    return () => {
      live = false;
    };
  }, [mapId]);
  const host = located?.found && located.point ? svg() : null;
  return (
    <>
      {/* A route map is one image to a screen reader, so its mark's name is said here too. */}
      {host && (
        <Text as="span" srOnly>
          You are here, marked on the map.
        </Text>
      )}
      <Text fontSize="sm" data-testid="position-text">
        {located ? located.sentence : 'Finding your position…'}
      </Text>
      {host && located?.found && located.point && createPortal(<YouAreHere point={located.point} svg={host} width={width} height={height} />, host)}
    </>
  );
}
