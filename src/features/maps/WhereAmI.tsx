/**
 * "Where am I?" under a map: the button, and a polite live region for the answer. The position's
 * code loads on the tap (an island mounted by it) and asks the phone then, never before.
 */
import { Button, Stack } from '@chakra-ui/react';
import { LocateFixed as LucideLocateFixed } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { useState } from 'react';
import { island } from '../../components/island';
import type { PositionLayerProps } from './position/PositionLayer';

const LocateFixed = lightIcon(LucideLocateFixed);

const PositionLayer = island<PositionLayerProps>(() => import('./position/PositionLayer'), { what: 'your position', when: 'client' });

export function WhereAmI(props: PositionLayerProps) {
  // Each tap asks afresh (a new key), so a traveller on the move sees the latest position.
  const [asked, setAsked] = useState(0);
  return (
    <Stack gap="2" mt="3" align="flex-start" data-print="hide">
      <Button size="sm" variant="outline" colorPalette="jade" onClick={() => setAsked((n) => n + 1)}>
        <LocateFixed aria-hidden /> Where am I?
      </Button>
      <div role="status">{asked > 0 && <PositionLayer key={asked} {...props} />}</div>
    </Stack>
  );
}
