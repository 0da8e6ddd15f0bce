/**
 * Answers of pure text readers kept for one site's extraction.
 *
 * Some readers are asked about the same short texts over and over while one site is read — the
 * period table's regex (hundreds of words in many scripts) sees a card's "Up to 10" line once per
 * pass that reads the card. A memo keeps each answer until the next site's extraction starts
 * (extract-site.ts calls `clearSiteMemos` first), so no answer outlives the pages it was asked
 * about and a benchmark repeating one page measures cold reads, as a server reading a new site
 * does. Short texts only, and each memo is cleared when full: memory stays bounded whatever the page.
 */
const memos: Map<string, unknown>[] = [];
/** Texts longer than this are read afresh each time (rarely repeated, and costly to keep). */
const MAX_TEXT = 400;
/** Entries per memo before it is emptied. */
const MAX_ENTRIES = 5000;

/** `fn` with its answers for short texts kept until `clearSiteMemos`. `fn` must be pure. */
export function textMemo<T>(fn: (text: string) => T): (text: string) => T {
  const memo = new Map<string, T>();
  memos.push(memo);
  return (text) => {
    if (text.length > MAX_TEXT) return fn(text);
    if (memo.has(text)) return memo.get(text) as T;
    const answer = fn(text);
    if (memo.size >= MAX_ENTRIES) memo.clear();
    memo.set(text, answer);
    return answer;
  };
}

/** Forgets every kept answer: called as a site's extraction starts. */
export function clearSiteMemos(): void {
  for (const memo of memos) memo.clear();
}
