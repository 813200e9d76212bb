/**
 * The heart on itinerary and place cards and pages: saves the itinerary or place to My Journeys, or
 * removes it, in this tab and every other at once. A toggle button (aria-pressed) named for what a
 * press does: 'Save Agra', 'Remove Agra from My Journeys'. Cards load it as an island (Heart.ts),
 * and the itinerary and place pages declare the same island, so its code and the storage behind it
 * arrive after start-up; the pre-rendered button is unpressed,
 * as the server knows no visitor's list, and shows the saved state right after hydration.
 */
import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Heart as LucideHeart } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { notify } from '../../components/toaster';
import { useHydrated } from '../../lib/useHydrated';
import { SAVED_UNAVAILABLE_MESSAGE, toggleSaved, type SavedRef } from './saved';
import { useIsSaved } from './useSaved';

const Heart = lightIcon(LucideHeart);

export interface SaveButtonProps {
  /** What to save. */
  item: SavedRef;
  /** Its name, as the card or page shows it ('Agra', 'Golden Triangle Luxury Tour'). */
  name: string;
  /** 'card': a round white button over a photo; 'hero': an outline button on a dark photo. */
  tone?: 'card' | 'hero' | 'plain';
  size?: IconButtonProps['size'];
}

const TONES = {
  card: { variant: 'solid', bg: 'white', color: 'jade.900', borderRadius: 'full', boxShadow: 'sm', _hover: { bg: 'jade.50' } },
  // Beside the hero's buttons, which fill the width on a phone: the heart keeps its size.
  hero: { variant: 'outline', color: 'white', borderColor: 'whiteAlpha.700', _hover: { bg: 'whiteAlpha.200' }, alignSelf: 'flex-start' },
  plain: { variant: 'outline' },
} as const satisfies Record<string, Partial<IconButtonProps>>;

export function saveLabel(name: string, saved: boolean): string {
  return saved ? `Remove ${name} from My Journeys` : `Save ${name}`;
}

export default function SaveButton({ item, name, tone = 'card', size = 'sm' }: SaveButtonProps) {
  const saved = useIsSaved(item);
  // Marks the button once it answers clicks (end-to-end tests wait for it).
  const live = useHydrated();
  const toggle = () => {
    toggleSaved(item).then(
      (now) => notify({ title: now ? 'Saved to My Journeys' : 'Removed from My Journeys', description: name, status: 'success', duration: 3000 }),
      // The change holds for this page; the message says why it will not last.
      (error: unknown) => notify({ title: 'Kept for now', description: error instanceof Error && error.message ? error.message : SAVED_UNAVAILABLE_MESSAGE, status: 'warning' }),
    );
  };
  return (
    <IconButton aria-label={saveLabel(name, saved)} aria-pressed={saved} data-ready={live || undefined} size={size} {...TONES[tone]} onClick={toggle} data-print="hide">
      <Heart aria-hidden fill={saved ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
