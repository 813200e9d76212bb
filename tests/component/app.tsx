/**
 * What a component needs around it to run as on a page: the app's Chakra system, a router at
 * `path` (its query read by the forms' prefills), the page's main landmark and the toaster.
 */
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppToaster } from '../../src/components/AppToaster';
import { toaster } from '../../src/components/toastStore';
import { createSystemWithGlobalCss } from '../../src/theme/globalCss';

// With the global CSS a page's stylesheet carries (the reset, the keyframes its menus and toasts run).
const system = createSystemWithGlobalCss();

/** Renders `ui` as on the page at `path`; `history` is every path the app has been at since. */
export async function renderInApp(ui: ReactNode, { path = '/' }: { path?: string } = {}): Promise<{ history: readonly string[] }> {
  const location = memoryLocation({ path, record: true });
  // The toaster's store outlives a test; its toasts would cover the next test's page.
  onTestFinished(() => toaster.remove());
  await render(
    <ChakraProvider value={system}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <main>{ui}</main>
      </Router>
      <AppToaster />
    </ChakraProvider>,
  );
  return { history: location.history };
}

/** A form field by its label (required ones end in '*'), as the browser tests find them. */
export const field = (label: string) => page.getByRole('main').getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/** A toast by its title. */
export const toast = (title: string) => page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });

/**
 * Stands in for EmailJS until the test ends: each request to send answers `status`; returns the
 * requests made (their bodies hold the message's fields).
 */
export function answerEmail(status: number): Request[] {
  const made: Request[] = [];
  const real = window.fetch;
  onTestFinished(() => {
    window.fetch = real;
  });
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.includes('/api/v1.0/email/send')) return real(input, init);
    made.push(request);
    return new Response(status < 300 ? 'OK' : 'The template is not found', { status });
  };
  return made;
}
