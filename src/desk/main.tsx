/**
 * The specialist's desk: an app of its own (desk.html, served at /desk), apart from the traveller's.
 * It shares the trip's core (src/trip/) and the signing code (features/bookedTrip), the catalogue
 * and the site's theme, but none of the traveller's layout, routes or start-up; it is built as a
 * bundle of its own (scripts/other-apps-plugin.ts), so nothing of it is in the traveller's pages or
 * precache. An office tool, used online: rendered in the browser, not pre-rendered. Its page
 * carries no site stylesheet (the pre-renderer's, made of the traveller's pages): the desk brings
 * the fonts and the icons' defaults here, and builds the theme's global CSS as it starts.
 */
import '../theme/fonts.css';
import '../theme/icons.css';
import '../theme/held.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createEmotionCache } from '../app/emotionCache';
import { pageRoot } from '../lib/pageRoot';
import { leavePrerenderedPage } from '../lib/useHydrated';
import { createSystemWithGlobalCss } from '../theme/globalCss';
import { DeskApp } from './DeskApp';

const root = pageRoot();
if (!root) throw new Error('desk: #root is missing');
// Nothing in the page was rendered by a server: every part renders afresh in the browser.
leavePrerenderedPage();
createRoot(root).render(
  <StrictMode>
    <DeskApp cache={createEmotionCache()} system={createSystemWithGlobalCss()} />
  </StrictMode>,
);
