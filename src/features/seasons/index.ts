/**
 * When to Go for other features: how a month's rating is named and coloured, and months in
 * words. The sections themselves (WhenToGoTable, MonthStrip, BestMonthsStrip) are islands that
 * pages load by path.
 */
export { RATING_COLORS } from './Rating';
export { monthName, monthWords, RATING_LABELS, RATING_MEANINGS } from './seasonText';
