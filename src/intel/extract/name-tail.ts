/**
 * A name element that holds the name and a second part: the name is its first part (issue 25,
 * round 36, part e).
 *
 * Counted on development (waves 8–12, 14–30): of the plans whose amount the engine read under
 * another name, the largest share that comes from one mechanism is a card's title element read
 * whole when it holds the plan's name and then a part of its own — a tagline in its own block
 * ("Pro" over "Drive productivity in one place", both inside the title's box), a pill after the
 * name ("LuxAgency" + a span "nur für Agenturen"), a line after a break ("Essentials:<br>Daily
 * Excellence"), an allowance after a dash ("Company Profile - <span>Free 5 Halaman</span>"). The
 * reader took the element's whole text as the name, so the plan was reported under a name no
 * reader sees, and the plan the page names counted missing.
 *
 * What the parts are: the element's children, read in order, each a text run or a child element
 * with text (a wrapper holding everything — a link, a span — is looked through). The first part
 * is the name and the rest its tail when
 * - the first part ends with a separator (":", "-", "–", "—", "|", "·") — the page itself says the
 *   name ends there, in any language; or
 * - the tail reads as a phrase, not a name's second word — two words or more, one of them in lower
 *   case (the plan words "plan", "edition", … aside: "Pro <span>plan</span>" stays "Pro plan") — and
 *   is set apart from the name: a block of its own or an element styled apart (a class or a style);
 *   the name part itself is no phrase's start. A name split only by emphasis ("Pay <em>as you
 *   go</em>") or set on two lines ("Viena<br>diena") is one name.
 * A tail with a price is left alone (the name-before-price reader handles "Bronze <span>$99</span>"),
 * unless the element is the card's whole heading box, name, tagline and price each a block (`boxLead`);
 * a tail that is only a free word ("Community<br>Free") is the card's price, and the name its lead
 * (round 57e).
 *
 * Why it should hold on pages nobody has seen: the cause is the element's structure, not a word —
 * the page marks where its name ends (a separator, a break, an element of its own) and the reader
 * ignored it; the only words used are the plan words already in the name reader, and case (which
 * scripts without case never trigger: there only a separator splits).
 *
 * Bounded: at most a dozen children looked at, one linear pattern each.
 */
import type { HElement, HNode } from "../html/parse.ts";
import type { Page } from "../page.ts";
import { findPrices } from "./money.ts";
import { isPriceWord } from "./price-word-name.ts";

/** The words that say "a plan" after a plan's name ("Starter plan", "Pro edition", "Plan básico"'s kin). */
export const PLAN_WORD = /^(?:plan|plano|plans|tier|edition|package|pack|paket|licen[cs]e|version|subscription|membership|forfait|formule|offre|abo|abonnement)$/i;

/** A separator closing a name's part: "Essentials:", "Company Profile -", "Team —", "Pro |". */
// (A colon closes a part as it stands; a dash or a bar only set apart by a space: "Pay-as-" is a word cut.)
const CLOSING_SEPARATOR = /(?:\s*[:：]|\s[-–—|·])$/u;

/** Block-level tags: a child of these is a line of its own. */
const LINE_TAGS = new Set(["div", "p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "header", "section", "dt", "dd"]);

interface Part {
  text: string;
  /** A block element: on a line of its own. */
  block: boolean;
  /**
   * An element carrying a class or a style of its own, or a `<small>`: a heading's secondary text
   * by typography's own convention ("Pro <small>Great for small teams</small>", Bootstrap's
   * subtitle), set apart without a class (round 82, part e).
   */
  styled: boolean;
  /** A `<br>` stands between this part and the one before it: the page set it on a line of its own. */
  broken: boolean;
  /** The part is a bold element of its own (`<strong>`, `<b>`): the name set in weight. */
  bold: boolean;
}

const squeeze = (s: string) => s.replace(/\s+/g, " ").trim();

/** An element whose last child with content is a `<br>` (whitespace aside). */
function endsInBreak(el: HElement): boolean {
  for (let i = el.children.length - 1; i >= 0; i--) {
    const c = el.children[i] as HNode;
    if (c.kind === "text" && c.text.trim() === "") continue;
    return c.kind === "element" && c.tag === "br";
  }
  return false;
}

function partsOf(page: Page, el: HElement, stream: "visible" | "all"): Part[] | null {
  let box = el;
  // Look through wrappers that hold all the text (<h3><a>Pro <span>…</span></a></h3>).
  for (let i = 0; i < 3 && box.children.length <= 12; i++) {
    const withText = box.children.filter((c) => (c.kind === "text" ? c.text.trim() !== "" : page.text(c, stream).trim() !== ""));
    if (withText.length !== 1 || withText[0].kind !== "element") break;
    box = withText[0];
  }
  if (box.children.length > 12) return null;
  const parts: Part[] = [];
  let br = false;
  for (const c of box.children as HNode[]) {
    if (c.kind === "element" && c.tag === "br") {
      br = true;
      continue;
    }
    const text = c.kind === "text" ? squeeze(c.text) : squeeze(page.text(c, stream));
    if (!text) continue;
    const el = c.kind === "element" ? c : null;
    parts.push({
      text,
      block: !!el && LINE_TAGS.has(el.tag),
      styled: !!el && (!!(el.attrs.class || el.attrs.style) || el.tag === "small"),
      broken: br,
      bold: !!el && (el.tag === "strong" || el.tag === "b"),
    });
    // A break closing the part's own element ("<strong>2GB RAM<br></strong>Recommended for 20
    // players", a page builder's bold title) sets the next part on a line of its own as a break
    // after the element does (round 100h).
    br = !!el && endsInBreak(el);
  }
  return parts;
}

/**
 * The name part of a name element whose text holds the name and a tail (see above), or null when
 * the element is one name (or one part). The caller reads the part as a name as usual, and only
 * where the whole text read as one: a heading the name reader refuses (two sentences, "Bez vázací
 * smlouvy.<br>Bez prázdných slibů.") is not rescued by its first part.
 */
export function nameLead(page: Page, el: HElement, stream: "visible" | "all"): string | null {
  const parts = partsOf(page, el, stream);
  if (!parts || parts.length < 2) return null;
  const [lead, ...rest] = parts;
  const tail = rest.map((p) => p.text).join(" ");
  // A free word after the name on a part of its own ("Community<br>Free" where the kin cards' titles
  // read "Boutique<br>$80 USD per month") is the card's price, as round 40b reads it beside a slot's
  // name (price-word-name.ts); the page's own break says where the name ends.
  if (isPriceWord(tail) && !isPriceWord(lead.text)) return lead.text;
  if (findPrices(tail).length > 0) return boxLead(parts);
  if (CLOSING_SEPARATOR.test(lead.text)) {
    const name = lead.text.replace(CLOSING_SEPARATOR, "").trim();
    return name || null;
  }
  // Without a separator the tail must be a phrase of its own (two words or more, one of them in
  // lower case: "Viena<br>diena" is one name set on two lines) in a block or a styled element of
  // its own (a <br> alone breaks a name's line for the layout); and the first part must not be a
  // phrase's start ("Start your <b>success</b> …").
  // A name set in bold and a plain phrase on the line under it ("<strong>Basic</strong><br>Just what
  // you need") is set apart too: the page gave the name its weight and the tagline a line of its own
  // (round 90f); the break alone, or the weight alone ("Pay <b>as you go</b>"), is not enough.
  const first = rest[0];
  // A tail the page both broke onto a line of its own and styled as an element of its own
  // ("Gold<br><span class="note">40%OFF</span>", "Education<br><span class="sub">教育機関専用プラン</span>")
  // is set apart whatever its words (session 41, lead): a ribbon or a tagline in a script without
  // spaces is one "word", which the phrase test below cannot see.
  if (rest.length === 1 && first.broken && first.styled && !first.bold) return lead.text;
  const boldOverLine = lead.bold && rest.length === 1 && first.broken && !first.bold;
  if (!(first.block || first.styled || boldOverLine)) return null;
  const words = tail.split(" ");
  if (words.length < 2 || phraseWords(lead.text.split(" ").slice(1))) return null;
  return phraseWords(words) ? lead.text : null;
}

/** A word in lower case among them, the plan words aside: a phrase, not a name's words. */
const phraseWords = (words: readonly string[]) => words.some((w) => /^\p{Ll}/u.test(w) && !PLAN_WORD.test(w));

/**
 * A name element that is the card's whole heading box — its name, a tagline and the price, each a
 * block of its own (`<p>Free</p><p class="sub">Try the app</p><div>$0 …</div>`; a name class such
 * as "feature-heading" on the box) — names the plan by its first block (session 42, part 96e). The
 * page set the name, the tagline and the price on lines of their own; the reader of the words
 * before the price ran the name into the tagline ("Free Try the app", "Monthly For regular users").
 * Only when a styled block stands between the name and the price: a name block right over its price
 * block ("Bronze" over "$99") is the name-before-price reader's, and a name broken over two plain
 * blocks stays one name.
 */
function boxLead(parts: readonly Part[]): string | null {
  const priced = parts.findIndex((p) => findPrices(p.text).length > 0);
  if (priced < 2) return null;
  const [lead, ...between] = parts.slice(0, priced);
  if (lead!.block && between.every((p) => p.block && p.styled)) return lead!.text;
  // Round 105e: or, on the box's first line, a one-word name in a classed element of its own and
  // beside it a tagline in an element of its own that reads as a phrase ("<span class="type">Starter
  // </span> <span>Ready-to-go solution</span>" over the price's block): the page set the name apart
  // by its class, and a phrase (a word in lower case) is no second word of a name ("Pro <span>Max</span>").
  const tagline = between.length === 1 ? between[0]! : null;
  if (!lead!.block && lead!.styled && !lead!.text.includes(" ") && tagline && !tagline.block && !tagline.broken && !tagline.bold) {
    const words = tagline.text.split(" ");
    if (words.length >= 2 && phraseWords(words)) return lead!.text;
  }
  return null;
}
