/**
 * The label signals.ts gives a free check's signal (free-check.ts), apart from the reader so that
 * monitoring can tell such a signal apart without loading the engine: monitoring/diff.ts is loaded
 * at start, and a start must not evaluate the extractors (test/start/engine-at-first-use.test.ts).
 */
export const FREE_CHECK_LABEL = "free check: ";

/**
 * Whether a free_plan signal is a free check's: a free use beside the plans, not a free plan's own
 * words — a free card that leaves a page which still offers the free check is a plan removed, while
 * the free tier stays (monitoring/diff.ts).
 */
export const isFreeCheckLabel = (label: string): boolean => label.startsWith(FREE_CHECK_LABEL);
