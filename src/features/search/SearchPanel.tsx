/**
 * The search box's results, as the visitor types: loaded on the box's first focus (SearchBox). A
 * plain list of links rather than a combobox, so every result is a real link: Down moves from the
 * box to the first result, Up and Down move between results (Up from the first goes back to the
 * box), Enter follows the focused result or, in the box, opens the page of all results, and
 * Escape closes the list and returns to the box. A polite status announces the count.
 *
 * It takes over the form SearchBox rendered through its element (listeners on the form and the
 * input), so the box in the first load stays a few lines.
 */
import { Box, chakra, Text } from '@chakra-ui/react';
import { useDeferredValue, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Link as RouterLink, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { ResultList } from './ResultList';
import { useSearchResults } from './useSearchResults';

/** Results per group in the dropdown; the search page lists them all. */
const PER_GROUP = 4;

function inputOf(form: HTMLFormElement | null): HTMLInputElement | null {
  const input = form?.elements.namedItem('q');
  return input instanceof HTMLInputElement ? input : null;
}

function resultLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? [...panel.querySelectorAll<HTMLAnchorElement>('a')] : [];
}

function PanelLink({ href, onClick, children }: { href: string; onClick: () => void; children: ReactNode }) {
  return (
    <chakra.a asChild display="block" px="3" py="2" fontSize="sm" fontWeight="semibold" color="jade.700" borderRadius="l2" _hover={{ bg: 'bg.sand' }} _focusVisible={{ bg: 'bg.sand', outline: '2px solid', outlineColor: 'jade.500', outlineOffset: '-2px' }}>
      <RouterLink href={href} onClick={onClick}>
        {children}
      </RouterLink>
    </chakra.a>
  );
}

export interface SearchPanelProps {
  form: RefObject<HTMLFormElement | null>;
  /** 'bar': a dropdown under the box; 'menu': a list in the flow of the mobile menu. */
  placement: 'bar' | 'menu';
}

export default function SearchPanel({ form, placement }: SearchPanelProps) {
  const [location, navigate] = useLocation();
  const [query, setQuery] = useState(() => inputOf(form.current)?.value ?? '');
  // Open on the page where it was opened: following a result closes it.
  const [openAt, setOpenAt] = useState<string | null>(location);
  const open = openAt === location;
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();
  // Typing stays responsive: the list follows a keystroke behind when rendering takes a while.
  const deferredQuery = useDeferredValue(query.trim());
  const state = useSearchResults(deferredQuery);

  useEffect(() => {
    const box = form.current;
    const input = inputOf(box);
    if (!box || !input) return;
    const openHere = () => setOpenAt(window.location.pathname);
    const close = () => setOpenAt(null);
    const onInput = () => {
      setQuery(input.value);
      openHere();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && box.contains(event.relatedTarget))) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const links = resultLinks(panel.current);
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      const focus = (element: HTMLElement | undefined) => {
        if (!element) return;
        event.preventDefault();
        element.focus();
      };
      if (event.key === 'Escape') {
        // Closing keeps the typed words (a search field's own Escape would clear them).
        if (panel.current?.hidden === false) {
          event.preventDefault();
          close();
        }
        input.focus();
      } else if (event.key === 'ArrowDown' && event.target === input) {
        // A list closed with Escape opens again, rendered at once so its first result can take focus.
        flushSync(openHere);
        focus(resultLinks(panel.current)[0]);
      } else if (event.key === 'ArrowDown') {
        focus(links[at + 1]);
      } else if (event.key === 'ArrowUp' && at >= 0) {
        focus(at === 0 ? input : links[at - 1]);
      }
    };
    const onSubmit = (event: SubmitEvent) => {
      // The page of all results, without reloading the app (the form alone would load it in full).
      event.preventDefault();
      close();
      navigate(paths.search(input.value.trim()));
    };
    box.addEventListener('focusin', openHere);
    box.addEventListener('focusout', onFocusOut);
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('submit', onSubmit);
    input.addEventListener('input', onInput);
    // Words typed while this panel was loading or rendering reached the box, not the listener.
    setQuery(input.value);
    return () => {
      box.removeEventListener('focusin', openHere);
      box.removeEventListener('focusout', onFocusOut);
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('submit', onSubmit);
      input.removeEventListener('input', onInput);
    };
  }, [form, navigate]);

  const shown = open && deferredQuery !== '';
  const close = () => setOpenAt(null);
  let status = '';
  if (deferredQuery && state.status === 'ready') {
    const { total } = state.answer;
    status = total === 0 ? `No results for ${deferredQuery}.` : `${total} ${total === 1 ? 'result' : 'results'} for ${deferredQuery}. Down arrow moves to them.`;
  } else if (deferredQuery && state.status === 'unavailable') {
    status = 'Search is not available offline until the guide has been saved. It will work once you are back online.';
  }

  return (
    <>
      <Box role="status" srOnly>
        {shown ? status : ''}
      </Box>
      <Box
        ref={panel}
        id={id}
        hidden={!shown}
        {...(placement === 'bar'
          ? { position: 'absolute', top: 'calc(100% + 0.5rem)', insetEnd: '0', w: 'min(30rem, calc(100vw - 2rem))', maxH: 'min(70vh, 36rem)', boxShadow: 'lg', borderWidth: '1px', borderColor: 'border.muted' }
          : { mt: '3' })}
        overflowY="auto"
        bg="bg.panel"
        borderRadius="l3"
        p="2"
        zIndex="dropdown"
        // A click on a result keeps the focus in the box until it lands: Safari does not focus a
        // clicked link, and the box losing focus would close the list under the pointer.
        onMouseDown={(event) => event.preventDefault()}
      >
        {/* Nothing inside while closed: the arrow keys find only results on screen. */}
        {shown && state.status === 'ready' && state.answer.total > 0 && (
          <>
            <ResultList answer={state.answer} limit={PER_GROUP} size="sm" idPrefix={id} onChoose={close} />
            <Box borderTopWidth="1px" borderColor="border.muted" mt="2" pt="1">
              <PanelLink href={paths.search(deferredQuery)} onClick={close}>
                All {state.answer.total} results for “{deferredQuery}”
              </PanelLink>
            </Box>
          </>
        )}
        {shown && state.status === 'ready' && state.answer.total === 0 && (
          <>
            <Text px="3" py="2" fontSize="sm" color="fg.muted">
              Nothing matches “{deferredQuery}”. Try another word, or:
            </Text>
            <PanelLink href={paths.itineraries()} onClick={close}>
              Browse all itineraries
            </PanelLink>
            <PanelLink href={paths.contact()} onClick={close}>
              Ask a travel specialist
            </PanelLink>
          </>
        )}
        {shown && state.status !== 'ready' && (
          <Text px="3" py="2" fontSize="sm" color="fg.muted">
            {state.status === 'loading' ? 'Loading the search…' : status}
          </Text>
        )}
      </Box>
    </>
  );
}
