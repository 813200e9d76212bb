/**
 * axe, as every browser test runs it: the WCAG 2.2 A and AA rules, each violation a line that
 * says where (`label`), which rule, how bad and the first three elements it names.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The violations on `page` (within `include`, a selector, when given), a line each; [] when none.
 * Legacy mode: axe's default for Playwright finishes every analysis in a new blank page, made for
 * cross-origin frames, which the site has none of; without it an analysis took 1.2 s, not 2.0 s
 * (14 pages of the sitemap at 1366 px, the same violations found either way). Only violations are
 * gathered in full (`resultTypes`): axe still runs every rule of the tags, but keeps one example of each pass
 * and "needs review" instead of every element, which no test reads. Set before the tags: `options`
 * replaces what `withTags` set.
 */
export async function axeViolations(page: Page, label: string, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}
