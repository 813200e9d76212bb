/**
 * A closing call to action, at the foot of a page: pre-rendered, its code loaded when it comes
 * near the screen (its buttons are links, which work before).
 */
import type { CtaBannerProps } from './CtaBand';
import { island } from './island';

export type { CtaBannerProps } from './CtaBand';

export const CtaBanner = island<CtaBannerProps>(() => import('./CtaBand'), { what: 'the call to action', when: 'visible' });
