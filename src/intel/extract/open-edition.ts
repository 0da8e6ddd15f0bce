/**
 * The product's own open-source edition, named as an edition (issue 25, round 89 part k; docs/intel.md,
 * "Round 89, part k"): "Everything from open-source Acme, plus …", "on top of the OSS version", "from
 * the open-source version to its Enterprise edition", "Community Edition", "versión de código
 * abierto", "Open-Source-Version", "开源版", "社区版", "オープンソース版". The README's free-tier
 * convention (session 31) counts a free open-source edition as a free tier when the pricing or home
 * page offers it as a way to use the product; a page that sells a PRO or Enterprise edition beside
 * it names the free one as an edition (a version, an edition, the thing "everything from" the paid
 * one extends), and no $0 card says it. Round 89g's notes list 8 development pages (waves 45–82)
 * whose free tier was missed so; on those waves every page naming such an edition has a free tier,
 * none without one.
 *
 * Only the edition's name: "open source" alone says nothing of a way to use the product ("built
 * with Open Source technologies", "supporting the open source applications", "the source is on
 * GitHub"), nor does a licence's name (open-licence.ts reads those on the pricing page).
 */

/** Latin-script names of an open-source or community edition; read case-insensitively. */
const LATIN = new RegExp(
  [
    // "the open-source version", "OSS edition", "open source editions".
    String.raw`\b(?:open[- ]?source|OSS)\s+(?:version|edition)s?\b`,
    // "Community Edition" (the common name of the free open-source edition beside a paid one).
    String.raw`\bcommunity[- ]edition\b`,
    // "Everything from open-source Acme, plus …", "everything in the OSS version": the paid edition
    // extends the open one.
    String.raw`\beverything\s+(?:from|in|of)\s+(?:the\s+)?(?:open[- ]?source|OSS)\b`,
    // Spanish, Portuguese, French, Italian, German.
    String.raw`\bversi[oó]n\s+(?:de\s+)?c[oó]digo\s+abierto\b|\bvers[aã]o\s+(?:de\s+)?c[oó]digo\s+aberto\b|\bversi(?:[oó]n|[aã]o|on|one)\s+open[- ]?source\b`,
    String.raw`\bedici[oó]n\s+(?:de\s+la\s+)?comunidad\b|(?<![\w])[ée]dition\s+communautaire\b|\bversion\s+communautaire\b`,
    String.raw`\bOpen-Source-(?:Version|Edition|Ausgabe)\b`,
  ].join("|"),
  "i",
);

/**
 * The same in Chinese, Japanese and Korean: the open-source or community edition ("开源版",
 * "社区版本", "オープンソース版", "커뮤니티 에디션"). "版" also names a trial edition in other words
 * (試用版), so, as free-claim.ts's CJK claims, these count only where the page offers no trial.
 */
const CJK = /开源版|開源版|社区版|社群版|オープンソース版|コミュニティ版|コミュニティエディション|오픈소스 ?버전|커뮤니티 ?(?:에디션|버전)/;

/** The span of an open-source edition's name in a sentence, or null; `cjk`: whether CJK names count. */
export function openEdition(sentence: string, cjk: boolean | (() => boolean)): RegExpExecArray | null {
  const m = LATIN.exec(sentence);
  if (m) return m;
  const c = CJK.exec(sentence);
  return c && (typeof cjk === "function" ? cjk() : cjk) ? c : null;
}
