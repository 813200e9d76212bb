import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetFailures, budgetReport, INITIAL_JS, INITIAL_JS_BUDGET, SCRIPTS_BYTES_BUDGET, SCRIPTS_FILES_BUDGET } from '../../scripts/budgets.mjs';

/** A page's medians that hold every budget exactly at its limit. */
const atLimits = { path: '/contact', performance: 95, accessibility: 100, bestPractices: 100, seo: 100, noindex: false, lcpMs: 1500, cls: 0.01, tbtMs: 100, js: INITIAL_JS_BUDGET, scriptBytes: SCRIPTS_BYTES_BUDGET, scriptFiles: SCRIPTS_FILES_BUDGET };

describe('budgets (scripts/budgets.mjs)', () => {
  it("are README's: Performance 95, the other scores 100, LCP 1.5 s, CLS 0.01, TBT 100 ms, initial JS 135 KB gzip, every script 200 KB gzip in 40 files, golden-triangle's last script 6 s on the slow profile", () => {
    expect(Object.fromEntries(BUDGETS.map((b) => [b.key, b.min ?? b.max ?? b.maxOf?.({ path: '/itinerary/golden-triangle' })]))).toEqual({
      performance: 95,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1500,
      cls: 0.01,
      tbtMs: 100,
      js: 135 * 1024,
      scriptBytes: 200 * 1024,
      scriptFiles: 40,
      slowLastScriptMs: 6000,
    });
  });

  it('count every script a first visit downloads, and the slow profile where a page has a budget for it', () => {
    expect(budgetReport(budgetFailures([{ ...atLimits, path: '/x', scriptBytes: 210 * 1024, scriptFiles: 94 }]))).toEqual([
      '/x: all scripts (gzip) 210.0 KB, 10.0 KB over the budget of 200.0 KB',
      '/x: script files 94, 54 over the budget of 40',
      'budgets: 2 failed',
    ]);
    expect(budgetFailures([{ ...atLimits, path: '/itinerary/golden-triangle', slowLastScriptMs: 6000 }])).toEqual([]);
    expect(budgetReport(budgetFailures([{ ...atLimits, path: '/itinerary/golden-triangle', slowLastScriptMs: 10_700 }]))).toEqual(['/itinerary/golden-triangle: last script on the slow profile 10.70 s, 4.70 s over the budget of 6.00 s', 'budgets: 1 failed']);
    expect(budgetFailures([{ ...atLimits, path: '/itinerary/golden-triangle' }]).map((f) => f.message)).toEqual(['last script on the slow profile not measured']);
  });

  it('hold at their limits, and the report says so', () => {
    expect(budgetFailures([atLimits])).toEqual([]);
    expect(budgetReport([])).toEqual(['budgets: all held']);
  });

  it('fail just past each limit, naming the page, the budget and by how much', () => {
    const failures = budgetFailures([
      { ...atLimits, path: '/', performance: 91, lcpMs: 1620 },
      { ...atLimits, path: '/gallery', accessibility: 98, bestPractices: 96, seo: 92, cls: 0.023, tbtMs: 130, js: INITIAL_JS_BUDGET + 2.3 * 1024 },
    ]);
    expect(budgetReport(failures)).toEqual([
      '/: Performance 91, 4 under the budget of 95',
      '/: LCP 1.62 s, 0.12 s over the budget of 1.50 s',
      '/gallery: Accessibility 98, 2 under the budget of 100',
      '/gallery: Best Practices 96, 4 under the budget of 100',
      '/gallery: SEO 92, 8 under the budget of 100',
      '/gallery: CLS 0.023, 0.013 over the budget of 0.010',
      '/gallery: TBT 130 ms, 30 ms over the budget of 100 ms',
      '/gallery: initial JS (gzip) 137.3 KB, 2.3 KB over the budget of 135.0 KB',
      'budgets: 8 failed',
    ]);
  });

  it('spare SEO only on a page kept out of search engines on purpose (noindex)', () => {
    expect(budgetFailures([{ ...atLimits, path: '/my-journeys', seo: 69, noindex: true }])).toEqual([]);
    expect(budgetFailures([{ ...atLimits, path: '/my-journeys', seo: 69, noindex: true, performance: 90 }]).map((f) => f.label)).toEqual(['Performance']);
  });

  it('fail a figure that was not measured', () => {
    const { lcpMs: _lcp, ...noLcp } = atLimits;
    expect(budgetReport(budgetFailures([noLcp, { ...atLimits, path: '/b', tbtMs: Number.NaN }]))).toEqual(['/contact: LCP not measured', '/b: TBT not measured', 'budgets: 2 failed']);
  });

  it('check only the budgets asked for: the quick size check reads initial JS alone', () => {
    expect(budgetFailures([{ path: 'booking.html', js: INITIAL_JS_BUDGET }], [INITIAL_JS])).toEqual([]);
    expect(budgetFailures([{ path: 'payment.html', js: INITIAL_JS_BUDGET + 1 }], [INITIAL_JS]).map((f) => f.path)).toEqual(['payment.html']);
  });

  it('take a tighter budget as given, so lowering the JS budget to 135 KB fails a 147 KB page', () => {
    const tighter = { ...INITIAL_JS, max: 135 * 1024 };
    expect(budgetReport(budgetFailures([{ path: 'payment.html', js: 147.4 * 1024 }], [tighter]))).toEqual(['payment.html: initial JS (gzip) 147.4 KB, 12.4 KB over the budget of 135.0 KB', 'budgets: 1 failed']);
  });
});
