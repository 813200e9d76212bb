/**
 * The site search box: a plain form (role="search", GET /search?q=...) that is pre-rendered and
 * works before and without scripts. Its dropdown of results (SearchPanel), MiniSearch and the
 * index load on the box's first focus, so a page's first load carries only this form.
 * With `shortcut`, '/' typed anywhere but in a field focuses the box (one box per page listens).
 */
import { Box, chakra } from '@chakra-ui/react';
import { Search as LucideSearch } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { useEffect, useId, useRef, useState } from 'react';
import { island } from '../../components/island';

const Search = lightIcon(LucideSearch);

/** The dropdown's code, which loads the search itself (MiniSearch and the index) as it mounts. */
const SearchPanel = island(() => import('./SearchPanel'), { what: 'the search', when: 'client' });

/** Whether keys typed there are text, which '/' must not interrupt. */
const isField = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const barInput = {
  position: { base: 'absolute', xl: 'static' },
  insetEnd: '0',
  w: { base: '10', xl: '14rem' },
  transition: 'width 0.2s',
  css: { 'form:focus-within > &': { width: '14rem' } },
} as const;

export function SearchBox({ placement, shortcut = false }: { placement: 'bar' | 'menu'; shortcut?: boolean }) {
  const form = useRef<HTMLFormElement>(null);
  const [used, setUsed] = useState(false);
  const id = useId();

  useEffect(() => {
    if (!shortcut) return;
    const focusBox = (event: KeyboardEvent) => {
      const input = form.current?.elements.namedItem('q');
      // offsetParent: only a box on screen (the bar's box is hidden on small screens).
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isField(event.target) || !(input instanceof HTMLInputElement) || !input.offsetParent) return;
      event.preventDefault();
      input.focus();
    };
    document.addEventListener('keydown', focusBox);
    return () => document.removeEventListener('keydown', focusBox);
  }, [shortcut]);

  return (
    <chakra.form ref={form} role="search" action="/search" method="get" aria-label="Site search" position="relative" minW="10" h={placement === 'bar' ? '10' : undefined} onFocus={() => setUsed(true)}>
      <chakra.label htmlFor={id} srOnly>
        Search the guide
      </chakra.label>
      <Box position="absolute" zIndex="1" insetEnd="3" top="3" color="fg.muted" pointerEvents="none" aria-hidden>
        <Search size={16} />
      </Box>
      <chakra.input
        id={id}
        type="search"
        name="q"
        placeholder="Search"
        autoComplete="off"
        aria-keyshortcuts={shortcut ? '/' : undefined}
        // In the bar below xl the box is folded to its icon, and unfolds over the menus while in use.
        {...(placement === 'bar' ? barInput : { w: 'full' })}
        h="10"
        ps="4"
        pe="9"
        fontSize="sm"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        borderRadius="full"
        _placeholder={{ color: 'fg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'jade.500', outlineOffset: '1px' }}
      />
      {used && <SearchPanel form={form} placement={placement} />}
    </chakra.form>
  );
}
