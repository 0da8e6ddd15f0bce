/**
 * An open-source licence named on the pricing page (issue 25, round 56 part b; docs/intel.md,
 * "Round 56, part b"): "Open source license — … you may use this project under the terms of the
 * GPLv3", "Community Edition … GPL-2.0 license", "Stalwart … will remain under the AGPLv3 license",
 * "the same terms as Material for MkDocs, which are given by the MIT license". The README's
 * free-tier convention (session 31) counts a free open-source edition as a free tier when the
 * pricing or home page offers it as a way to use the product. Counted on development (waves 8–12,
 * 30–48), a free open-source licence named on the pricing page is on 22 sites in 13 waves, every
 * one recorded with a free tier, none without; of the sites the convention turned, it is how
 * material-for-mkdocs (45), lightgallery, storelocatorjs and kiwi-tcms (47) and stalwart (48) say
 * it, the first four in no free word the other readers know (stalwart's "Free" column was read).
 * Only the pricing page: on a home page the same words are also another
 * product's (dropzone 48: "released under the MIT license" of the free library beside the paid
 * hosted service). A licence's own name only: "Open Source Licenses" (plural) is a list of the
 * third-party software an app ships, and "open source" alone says nothing of a licence to use.
 */
import type { HElement } from "../html/parse.ts";

/** A free open-source licence's name: GPL family, MIT, Apache 2.0, BSD, MPL. */
const NAME = String.raw`(?:(?:A|L)?GPL(?:[- ]?v?[23](?:\.0)?)?(?:-only|-or-later|\+)?|GNU (?:Affero |Lesser )?General Public Licen[cs]e(?: v?[23](?:\.0)?)?|MIT|Apache(?: Licen[cs]e)?,? ?(?:v(?:ersion)? ?)?2(?:\.0)?|BSD(?:[- ][23]-Clause)?|MPL(?:[- ]?2\.0)?)`;

/** The name before "license" / "licensed", after "under the (terms of the)", or "open source license" (singular). */
const OPEN_LICENCE = new RegExp(
  String.raw`\b${NAME}[- ]?licen[cs](?:e|ed)\b|\b(?:under|licen[cs]ed under)\s+(?:the\s+)?(?:terms\s+of\s+the\s+)?(?:permissive\s+)?${NAME}(?![\w-])|\bopen[- ]?source licen[cs]e\b(?!s)`,
  "i",
);

export interface OpenLicence {
  el: HElement;
  text: string;
  start: number;
  end: number;
}

/** The first text block of a pricing page that names a free open-source licence, or null. */
export function openLicence(blocks: readonly { el: HElement; text: string }[]): OpenLicence | null {
  for (const { el, text } of blocks) {
    const m = OPEN_LICENCE.exec(text);
    if (m) return { el, text, start: m.index, end: m.index + m[0].length };
  }
  return null;
}
