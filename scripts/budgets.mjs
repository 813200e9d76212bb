/**
 * README's budgets, in one place: `npm run bench` checks every one against each page's medians
 * and scripts/initial-js.mjs the initial JS of every built page; both exit non-zero when one is
 * missed. The end-to-end tests read the JS budget from here too.
 */

/** A page's initial JavaScript (entry and the chunks it starts with), gzip bytes, on any page. */
export const INITIAL_JS_BUDGET = 135 * 1024;

/**
 * Every script a first visit downloads until the network is quiet (the entry, the chunks it starts
 * with and every island the visit loads without a tap: scripts/script-census.mjs), gzip bytes and
 * files, on any page: what a phone really downloads, so code moved into a late island still counts.
 */
export const SCRIPTS_BYTES_BUDGET = 200 * 1024;
export const SCRIPTS_FILES_BUDGET = 40;

/** On the slow profile (script-census.mjs SLOW_PROFILE), the last script of these pages arrives within this, after navigation. */
export const SLOW_LAST_SCRIPT_BUDGETS = { '/itinerary/golden-triangle': 6000 };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * @typedef {object} Budget
 * @property {string} key       the field of a page's result it reads
 * @property {string} label     its name in the report
 * @property {number} [min]     the least value that holds
 * @property {number} [max]     the greatest value that holds
 * @property {(result: Record<string, unknown>) => number | undefined} [maxOf]  the greatest value that holds, per page
 * @property {(value: number) => string} [format]
 * @property {(result: Record<string, unknown>) => boolean} [exempt]  a page the budget does not apply to
 */

/** @type {Budget} */
export const INITIAL_JS = { key: 'js', label: 'initial JS (gzip)', max: INITIAL_JS_BUDGET, format: kb };

/** @type {readonly Budget[]} Every budget of `npm run bench`, read from the medians of its runs. */
export const BUDGETS = [
  { key: 'performance', label: 'Performance', min: 95 },
  { key: 'accessibility', label: 'Accessibility', min: 100 },
  { key: 'bestPractices', label: 'Best Practices', min: 100 },
  // A page kept out of search engines on purpose (noindex) fails Lighthouse's is-crawlable audit by design.
  { key: 'seo', label: 'SEO', min: 100, exempt: (result) => result.noindex === true },
  { key: 'lcpMs', label: 'LCP', max: 1500, format: seconds },
  { key: 'cls', label: 'CLS', max: 0.01, format: (v) => v.toFixed(3) },
  { key: 'tbtMs', label: 'TBT', max: 100, format: (v) => `${Math.round(v)} ms` },
  INITIAL_JS,
  // A first visit's: not for a page measured on a device where the app is installed (/today#under-way).
  { key: 'scriptBytes', label: 'all scripts (gzip)', max: SCRIPTS_BYTES_BUDGET, format: kb, exempt: (result) => result.installed === true },
  { key: 'scriptFiles', label: 'script files', max: SCRIPTS_FILES_BUDGET, exempt: (result) => result.installed === true },
  // Only the pages measured on the slow profile, and only those with a budget of their own.
  {
    key: 'slowLastScriptMs',
    label: 'last script on the slow profile',
    maxOf: (result) => SLOW_LAST_SCRIPT_BUDGETS[result.path],
    format: seconds,
    exempt: (result) => SLOW_LAST_SCRIPT_BUDGETS[result.path] === undefined,
  },
];

/**
 * @typedef {object} BudgetFailure
 * @property {string} path
 * @property {string} label
 * @property {number | undefined} value   undefined when the page's result lacks the figure
 * @property {string} message             e.g. "LCP 1.62 s, 0.12 s over the budget of 1.50 s"
 */

/**
 * The budgets each page misses. `results`: one object per page with its `path` and its figures
 * (the medians of the runs, so one slow run does not fail a page and one fast run does not pass
 * it). A figure that is missing or not a number fails: a budget nothing measured is not held.
 * @param {readonly ({ path: string } & Record<string, unknown>)[]} results
 * @param {readonly Budget[]} [budgets]
 * @returns {BudgetFailure[]}
 */
export function budgetFailures(results, budgets = BUDGETS) {
  const failures = [];
  for (const result of results) {
    for (const budget of budgets) {
      if (budget.exempt?.(result)) continue;
      const format = budget.format ?? String;
      const raw = result[budget.key];
      const value = typeof raw === 'number' && Number.isFinite(raw) ? raw : undefined;
      if (value === undefined) {
        failures.push({ path: result.path, label: budget.label, value, message: `${budget.label} not measured` });
      } else if (budget.min !== undefined && value < budget.min) {
        failures.push({ path: result.path, label: budget.label, value, message: `${budget.label} ${format(value)}, ${format(budget.min - value)} under the budget of ${format(budget.min)}` });
      } else {
        const max = budget.maxOf?.(result) ?? budget.max;
        if (max !== undefined && value > max) failures.push({ path: result.path, label: budget.label, value, message: `${budget.label} ${format(value)}, ${format(value - max)} over the budget of ${format(max)}` });
      }
    }
  }
  return failures;
}

/** The report's lines: each failure by page, then "budgets: all held" or "budgets: N failed". */
export function budgetReport(failures) {
  const lines = failures.map((f) => `${f.path}: ${f.message}`);
  lines.push(failures.length === 0 ? 'budgets: all held' : `budgets: ${failures.length} failed`);
  return lines;
}
