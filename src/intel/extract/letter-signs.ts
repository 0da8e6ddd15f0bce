/**
 * Currency signs written in letters before the figure that the word tables lacked (round 31,
 * part g; docs/intel.md): the rupee's "Rs" / "Rs." ("Rs 999", "Rs. 3,750 /-") and the Peruvian
 * sol's "S/" / "S/." ("S/ 45 / Mes"). findPrices read neither, so a card priced "Rs 999" beside
 * its "$12/mo" equivalent was read in dollars, and a list priced only in them was not read at all.
 * Counted on development: 3 sites (two in rupees, one in soles), 12 plans.
 *
 * Only as a prefix followed by the number (money.ts reads PREFIX_LETTERS so): after a number "Rs"
 * and "S/" are too short to trust, and inside a word ("HRs 2", "yrs 5", "I/O S/N 4") they are none
 * (money.ts's token opens on no word character).
 *
 * "Rs" names several rupees. findPrices reads it as the Indian rupee, the one most pages mean;
 * `pageRupee` gives the other one where the page itself settles it — a code of that rupee written
 * on the page ("PKR 2,500"), or the country's own domain — and the plan then says its currency was
 * inferred (the page's, not read beside the figure).
 */
import type { Page } from "../page.ts";
import { topLevelDomain } from "./page-dollar.ts";

/** Letters before the figure, and their currency as findPrices reads them. */
export const LETTER_PREFIXES: readonly [string, string][] = [
  ["Rs", "INR"],
  ["S/", "PEN"],
];

/** The rupees "Rs" may be: by their code, and by their country's top-level domain. */
const RUPEE_CODES = ["INR", "PKR", "LKR", "NPR", "MUR", "SCR"] as const;
const RUPEE_TLD: Record<string, string> = { in: "INR", pk: "PKR", lk: "LKR", np: "NPR", mu: "MUR", sc: "SCR" };
/** A rupee's code as a word of its own (bounded: at most 50 matches are looked at). */
const RUPEE_CODE = new RegExp(String.raw`\b(${RUPEE_CODES.join("|")})\b`, "g");

/** A price as shown written with the letters "Rs" and no rupee code beside it. */
export const bareRupee = (priceText: string) => /(?<![A-Za-z])Rs\b/.test(priceText) && !/\b(?:INR|PKR|LKR|NPR|MUR|SCR)\b/.test(priceText);

/**
 * The one rupee a page settles for its bare "Rs" other than the Indian one, or null: every rupee
 * code the page writes, and its domain's country, name the same one. A page that writes two
 * rupees, or the Indian one, keeps "Rs" as read.
 */
export function pageRupee(page: Pick<Page, "url" | "visible">): string | null {
  const codes = new Set<string>();
  const text = page.visible.slice(0, 200_000);
  RUPEE_CODE.lastIndex = 0;
  let n = 0;
  for (let m = RUPEE_CODE.exec(text); m && n < 50; m = RUPEE_CODE.exec(text), n++) codes.add(m[1]!);
  const tld = RUPEE_TLD[topLevelDomain(page.url)];
  if (tld) codes.add(tld);
  if (codes.size !== 1) return null;
  const [code] = codes;
  return code === "INR" ? null : code!;
}
