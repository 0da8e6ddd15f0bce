/**
 * Plans from what the page shows: repeated plan cards and comparison tables.
 *
 * 1. Price points: every price token in the page text (hidden elements included, for toggles)
 *    that is not in a no-plan zone (chrome, FAQ, testimonials, add-ons, forms) and not worded as
 *    a saving, an add-on or a unit price ("save $120", "+$10 per additional user", "$0.10/GB").
 * 2. Cards: for each point, the lowest ancestor whose parent has at least two children holding
 *    price points and which carries text besides the price (a plan name). Siblings of the same
 *    tag with a heading and "Free"/"Custom"/"Contact sales" in place of a price join the group.
 *    A table row whose cells hold prices reads its plan names from the header row.
 * 3. Per card: the name (first heading, else a name-like class, else the first short line),
 *    then the prices sorted out into monthly / annual-billing / yearly / one-time / struck-through
 *    by the words after each price (up to the next price), the attributes around it
 *    (`annual`, `yearly`, `monthly`, `data-annual-price`…), hidden toggle variants and the toggle
 *    state shown near the group.
 * A price outside any group (a "starting at $9" sentence) is never a plan.
 */
import { sumOrSavingLabel } from "./sum-label.ts";
import { extrasHeading } from "./extras-section.ts";
import { zeroPaddedLead } from "./zero-padded-name.ts";
import { packBesideUnit, unitOfPack } from "./pack-unit-price.ts";
import { zeroBesidePrice } from "./zero-beside-price.ts";
import { START_FEE_BEFORE } from "./start-fee-words.ts";
import { readoutZero } from "./readout-zero.ts";
import { plusNamesPrice } from "./plus-name.ts";
import { numberedRows, type NumberedRow } from "./numbered-rows.ts";
import { FOREVER_WORD_ALTERNATIVES, FREE_WORD_ALTERNATIVES, TRIAL_WORD_ALTERNATIVES } from "./free-words.ts";
import { dayCount, onceWordIn } from "./period-words.ts";
import { labelPricesPerUser } from "./unit-label.ts";
import type { HElement } from "../html/parse.ts";
import { ancestors, headingBefore, headingsWithin, selectorOf, type Page } from "../page.ts";
import { chinesePage, pageSignCurrency } from "./page-signs.ts";
import { dollarLeftOpen } from "./page-dollar.ts";
import { calculatorTotal } from "./calculator-total.ts";
import { yearlyTermCard } from "./term-card.ts";
import { namedApartCard, termNamedCard, wholeCardSide } from "./term-named-cards.ts";
import { billingPair, otherSideAfterAnnual } from "./billing-pair.ts";
import { yearlyTotalBeforeWords } from "./billing-side-words.ts";
import { namedCardRow } from "./named-card-row.ts";
import { listItemAfter } from "./list-tail.ts";
import { namesBySlot, slotElement } from "./slot-names.ts";
import { firstLineOverPriceWord, nameWithoutPriceWord } from "./price-word-name.ts";
import { namedTrialForDays, opensAsTrial, TRIAL_NAME, trialCloser, trialCardName, trialNameElement } from "./trial-card.ts";
import { QUOTE_LINE, QUOTE_WORD_ALTERNATIVES } from "./quote-words.ts";
import { ribbonClass, ribbonMayName } from "./ribbon-over-title.ts";
import { attributeMonthlySide, attributeSide, servedAnnualSides, servedMonthlySides } from "./served-sides.ts";
import { scriptAnnualSides, scriptMonthlySides } from "./script-sides.ts";
import { markInferred, type Evidence, type PlanFact, type TextFact } from "../facts.ts";
import { noteAnnualSideOnly } from "./annual-side-only.ts";
import {
  billingAfter,
  findPrices,
  NOT_A_PLAN_PRICE_AFTER,
  NOT_A_PLAN_PRICE_BEFORE,
  NET_AFTER,
  oneTimeIn,
  parseNumber,
  PERCENT_FEE,
  perTerm,
  perUserIn,
  statesPeriod,
  UNIT_EACH_BEFORE,
  EACH_AFTER,
  USAGE_UNIT,
  YEARLY_TOTAL_BEFORE,
  type Period,
  type PriceToken,
} from "./money.ts";
import { calculatorTitle, holdsAction, planCardLike, zoneOf, type Zone } from "./zones.ts";
import { struckDigits } from "./struck-digits.ts";
import { monthSlotMarked } from "./marked-month-slot.ts";
import { cycleSlots } from "./cycle-slots.ts";
import { unitNoteBefore } from "./unit-note.ts";
import { linkMenu } from "./link-menu.ts";
import { pageSection } from "./page-section.ts";
import { offerSaidAgain, productNamed } from "./offer-said-again.ts";
import { restatedColumns } from "./restated.ts";
import { labelNamedSets, type NamedSet } from "./named-sets.ts";
import { headlineName, withoutPromotion } from "./headline-name.ts";
import { addonHeading } from "./addon-words.ts";
import { freeWordSlot } from "./free-word-slot.ts";
import { pricedHeadingName, unpricedHeadingPlan } from "./heading-run.ts";
import { eyebrowOf } from "./addon-eyebrow.ts";
import { rivalComparison } from "./rivals.ts";
import { productPageTiles, SIGN_UP_HREF } from "./product-page-tiles.ts";
import { latinHalf } from "./bilingual-name.ts";
import { withoutPerUserShares } from "./per-user-share.ts";
import { countedTerm } from "../term-names.ts";
import { resourceSizeName } from "./resource-size.ts";
import { termCardPeriod } from "./term-card-period.ts";
import { termKickers } from "./term-kicker.ts";
import { ONE_OFF_NAME, paidOnceOnPage } from "./paid-once.ts";
import { countedPacks } from "./counted-packs.ts";
import { declaredPeriod, labelPeriod, recurrenceBeyond, recurrenceStated, recursIn } from "./page-period.ts";
import { cardLabel, withoutTrailingRibbon } from "./label-words.ts";
import { withoutOnceTail } from "./once-tail.ts";
import { withoutLastingTail } from "./lasting-tail.ts";
import { tierBadgeRow, type BadgeOverTitle } from "./tier-badge-row.ts";
import { BADGE_CLASS, badgeClass, badgePhrase } from "./name-badge.ts";
import { priceListPage, priceListRows, type ListRow } from "./price-list.ts";
import { rangeCellLow } from "./cell-range.ts";
import { priceLines, sitePathIsRoot } from "./price-lines.ts";
import { priceRows } from "./price-rows.ts";
import { servicesPaidOnce } from "./service-cards.ts";
import { listsApartFromCards, serviceCardsOnly } from "./list-beside-cards.ts";
import { namesSpanOrTerm } from "./span-label.ts";
import { namesStay } from "./stay-label.ts";
import { termNamePeriods } from "./term-name-period.ts";
import { excludedMark } from "./excluded-item.ts";
import { waivedFee } from "./waived-fee.ts";
import { cellLabel } from "./cell-label.ts";
import { rowLabelPeriod } from "./row-label-period.ts";
import { termRow } from "./term-row.ts";
import { namesRow } from "./group-header.ts";
import { cleanFeature, planKey, snippet } from "./text.ts";
import { nameLead, PLAN_WORD } from "./name-tail.ts";
import { KICKER_WORDS, kickerOverTitle, termKicker } from "./kicker-words.ts";
import { pricedEntriesUnderName } from "./section-entries.ts";
import { pillRowNames, statePill, type PillLead } from "./pill-row.ts";
import { parallelSlotNames } from "./parallel-slot.ts";
import { logoName } from "./logo-name.ts";
import { workedLinePart } from "./worked-line.ts";
import { tabPanelNames } from "./tab-names.ts";
import { countBands } from "./count-bands.ts";
import { audienceTagline, purposeTitle } from "./tagline-words.ts";
import { capitalsLabel } from "./caps-kicker.ts";
import { purchaseAction } from "./purchase-actions.ts";
import { productLine } from "./product-lines.ts";
import { cardsApart } from "./card-apart.ts";
import { belowGrid, contactCardApart, namedLikeGrid } from "./contact-apart.ts";
import { priceColumn, wordPriceRow } from "./word-price-cells.ts";
import { monthRestatements, twelfthOf } from "./month-restatement.ts";
import { leadingExtraColumn } from "./comparison-free.ts";
import { freeLabel, freeLeadColumn } from "./free-lead-column.ts";
import { workedSum } from "./worked-sum.ts";
import { contactUsLine, customOfferHeading, enterpriseHeading } from "./enterprise-block.ts";
import { bareCellAmount, termColumns } from "./term-columns.ts";
import { landmarkBand, pageBand, pageBandRun } from "./page-sections.ts";
import { onceLeads } from "./once-leads.ts";
import { labelledPair, periodMark } from "./labelled-sides.ts";
import { flatGrids, type FlatGrid } from "./flat-grid.ts";
import { cardRowCopy } from "./card-row-copy.ts";
import { priceButton } from "./price-button.ts";
import { onceStartFee } from "./once-start-label.ts";
import { PAID_FOREVER_AFTER } from "./perpetual-licence.ts";
import { linkedTitle } from "./linked-title.ts";
import { unstruckWhenOnlyNamed } from "./named-list-price.ts";
import { tickedOption } from "./ticked-option.ts";

interface Point {
  tok: PriceToken;
  el: HElement;
  hidden: boolean;
  struck: boolean;
  /** Struck only by a class or id word ("full-price", "old-price"): nothing on the page draws the strike (named-list-price.ts). */
  struckByName?: boolean;
  /** Text after the token up to the next token (at most 100 characters). */
  tail: string;
  /** The same line's text before the token (at most 40 characters). */
  before: string;
  /** Where `tail` starts, and in which stream (for clipping it to a card). */
  tailAt: number;
  stream: "visible" | "all";
}

/** Real pricing pages show well under a hundred prices; beyond these bounds a page is hostile. */
const MAX_POINTS = 600;
const MAX_GROUPS = 12;
const MAX_CARDS_PER_GROUP = 24;
const STRUCK_CLASS = /line-through|strike|old-?price|original-?price|was-?price|compare-?at|regular-?price|crossed|pric(?:e|ing)[-_]{1,2}(?:old|was|regular|original|before|previous|crossed)|full-?price|before-?price|previous-?price/i;
/**
 * A card's badge, never its name. Round 82c: a vendor's own pick ("Acme recommends", "Our pick",
 * "Editor's choice") is a badge too — set over each card's title, its two words were read as the name.
 */
const BADGE = /^(?:most popular|popular|recommended|best value|best deal|new|limited time(?: offer)?|our most popular|current plan|best ?seller|most loved|beta|save \d+%|\d+% off|save up to \d+%|hot|featured|best for teams|top pick|(?:our|editor['’]?s|staff) (?:pick|choice)|[a-z0-9&'’.-]{1,20} recommends|we recommend|free trial|consigliat[oa]|più popolare|empfohlen|beliebt(?:este?)?|recommandée?|populaire|le plus populaire|recomendad[oa]|más popular|mais popular|aanbevolen|populair|meest gekozen|polecany|najpopularniejszy|おすすめ|人気|推荐|热门|推薦|熱門|인기|추천|(?:the )?only plan|one plan|single plan|único plano|plano único|plan único|un seul plan|start here|empieza aqu[ií]|comienza aqu[ií]|comece aqui|commencez ici|hier beginnen|inizia qui)$/i;
const BILLING_WORD = /\b(?:per|user|users|seat|seats|member|members|editor|agent|month|monthly|mo|year|yearly|yr|annually|annual|billed|paid|when|a|an|the|excl|incl|vat|tax|taxes|usd|eur|gbp|or|and|only|from|starting|starts|at|save|saving|off|discount|just|then|billing|plan|person|people|account|license|licence|host|creator|contributor|workspace|site|project|mo|yearly|monthly|excl|vat)\b/gi;
export const CONTACT_LINE = new RegExp(
  String.raw`^(?:custom(?: pricing| price| quote| plan)?|contact(?: us| sales| our sales team)?(?: for (?:pricing|a quote|details))?|let[’']?s talk|get (?:a|in) (?:quote|touch)|request (?:a )?(?:quote|pricing|demo)|talk to (?:us|sales|an expert|our team)|on request|call us|price on request|book a (?:demo|call)|schedule a demo|get a demo|ask for pricing|tailored pricing|custom contract|poa|p\.o\.a|price on application|pricing on application|(?:preis )?auf anfrage|kontakt(?: aufnehmen)?|vertrieb kontaktieren|individuell|sur devis|sur mesure|nous contacter|contactez-nous|a consultar|contáctanos|consultar|personalizado|fale conosco|contattaci|su richiesta|neem contact op|op aanvraag|與我們聯繫|联系我们|聯絡我們|お問い合わせ|要相談|문의하기|${QUOTE_WORD_ALTERNATIVES})[.!]?$`,
  "i",
);
/**
 * Round 15 (docs/intel.md, "Round 15, part b"): a card's contact line as cards print it — a
 * button's arrow or chevron after the words ("Contact sales →", "Let's talk ›"), a hyphen for a
 * space ("Sur-mesure"), or the words as the first clause of the price line ("Custom, annual
 * contract", "On request · billed yearly", "Custom / per app"). Only in a card's priceless test: the words must still
 * be the whole line, or all of its first clause, so a bullet that merely mentions a custom
 * domain is not one.
 */
export function contactLine(l: string): boolean {
  const t = l.replace(/[\s→›»>↗⟶➜➔·•|:,-]+$/u, "").replace(/(\p{L})-(\p{L})/gu, "$1 $2").trim();
  if (!t) return false;
  if (CONTACT_LINE.test(t)) return true;
  // (Also a unit after a slash: "Custom / per app", "Custom / contact us" — round 76h.)
  const first = t.split(/\s*[,·•|(–—]\s*|\s+[-/]\s+/)[0];
  return first !== t && first.length >= 3 && CONTACT_LINE.test(first);
}
/** "Personal - Free": a plan's name and "Free" on one line (group 1 is the name). */
const NAMED_FREE_LINE = /^(\p{L}[\p{L}\d +&'-]{0,28}?)\s+[-–—:|]\s+free$/iu;
/**
 * A line that is a free price: "Free", "Free forever", "$0", or the free word of any language in
 * free-words.ts ("Ücretsiz", "Zdarma", "免费"; round 20a — five European words before), going on
 * "forever" in any language ("Free / forever", "Gratuit, pour toujours").
 */
export const FREE_LINE = new RegExp(String.raw`^(?:free(?: plan| ongoing)|always free|forever free|(?:${FREE_WORD_ALTERNATIVES})(?:(?:\s*[,/·•—–-]\s*|\s+|(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]))(?:${FOREVER_WORD_ALTERNATIVES}))?|\$0|0 ?€|€ ?0|£ ?0|free for (?:individuals|everyone|personal use))[.!,。！]?$`, "iu");
/**
 * A line that says a card is free: the whole line, or its first sentence ("Free. Forever.",
 * "Kostenlos. Keine versteckten Kosten.", "free for everyone, including all companies").
 */
const freeLine = (l: string) => FREE_LINE.test(l) || FREE_LINE.test(l.split(/(?<=[.!,])\s+/)[0]);
/** A table cell whose short line stands where a price would: "Free", "Contact us", "Let's Talk" (round 15b; round 46b). */
const priceWordCell = (page: Page, c: HElement) => {
  const t = page.text(c, "all").trim();
  return t.length <= 40 && (freeLine(t) || CONTACT_LINE.test(t));
};
/** A header cell of two lines, a plan's name over a price word: "Community" / "Free", "Fleet" / "Contact us" (round 82g). */
const namedPriceWordCell = (page: Page, c: HElement) => {
  if (c.tag !== "th") return false;
  const lines = cardLines(page, c);
  return lines.length === 2 && lines[1]!.length <= 40 && planName(lines[0]!) !== null && (freeLine(lines[1]!) || CONTACT_LINE.test(lines[1]!));
};
/** A section of add-ons by its title ("Extensions" too, round 69f: a product's modules, each bookable on its own). */
const ADDON_HEADING = /\badd-?ons?\b|\bextensions\b|\bextras\b|\bpower-?ups?\b|\bboosts?\b|\badditional (?:products|services|options|seats|storage)\b|\badd (?:more |extra )?(?:seats|users|members|licen[cs]es|credits)\b|\bcalculat|\bestimat/i;
/**
 * A group under a heading whose only add-on word is a calculator's (issue 25, round 76g): a
 * calculator above the plan cards that it prices ("Calculate for your team": a head count and a
 * billing switch over Free / Pro / Teams, each card headed by its name, with its price and a button)
 * titles the pricing section, as zones.ts already judges a calculator that wraps plan cards. Two or
 * more of the group's cards must read as plan cards (zones.ts `planCardLike`); a calculator's own
 * figures, an estimate's worked examples without buttons, or a heading that also says "add-ons",
 * "extras", "usage" stay add-ons.
 */
const calculatorOverPlans = (page: Page, title: string, cards: Iterable<HElement>): boolean => {
  // (The calculator's own test is zones.ts's; ADDON_HEADING's other words and addon-words.ts still mark add-ons.)
  if (!calculatorTitle(title) || ADDON_HEADING.test(title.replace(/\b(?:calculat|estimat)\w*/gi, "")) || addonHeading(title)) return false;
  let n = 0;
  for (const c of cards) if (planCardLike(page, c) && ++n >= 2) return true;
  return false;
};
const PRICE_COLUMN = /\b(?:rate|price|pricing|cost|discount|fee|total|amount|preis|prix|tarif)s?$/i;
/** "Extra seats", "Additional storage" name add-ons; "Extra Large" is a size of plan. */
const ADDON_NAME = /^(?:extra|additional|add-?on|more)\b(?!\s+(?:large|small|big|tiny|huge)\b)/i;
/** A name that ends by saying it is an add-on ("Payroll add on", "SSO (add-on)"): an extra, not a plan (round 112d). */
const ADDON_TAIL = /\s\(?add[- ]?ons?\)?$/i;
const ADDON_CARD = /\badd(?:-on| on)?\b[^.]{0,30}\bto (?:any|your|all|every|each) (?:paid )?(?:plan|subscription|workspace)|\badd-?on\b|\bavailable (?:as an add-?on|on (?:all|any|every) (?:paid )?plans?)\b/i;
/**
 * The words a card sets as headings of its parts, or before its price: never its name. Nor the
 * line under a price that says how it is billed ("billed monthly", "paid annually"; round 76b: a
 * card whose title sat in a radio's label was named by it).
 */
export const NOT_A_NAME = /^(?:features?|key features|what['’]?s included|included|includes|everything included|(?:top |key |main |core )?benefits|(?:plan |usage )?limits|(?:subscription|plan|membership) (?:price|cost|fee)|highlights|details|overview|summary|plans?|pricing|prices?|starts? at|starting (?:at|from)|from|only|just|per month|per year|one[-\s]time|(?:billed|paid) (?:monthly|annually|yearly|quarterly))[:.]?$/i;
/** A footnote's mark, or the word "Note", opening a line: the card's small print. */
const FOOTNOTE_LINE = /^(?:[※*†‡]|注[：:]|(?:note|nota|hinweis|remarque)\s*:)/iu;
/**
 * The label of a calculator's total or of a cost comparison's figure (round 16, part c): "Total",
 * "Subtotal", "Cost", "Your savings", "Итого", "Gesamt", "Totaal", "合计" — a sum of choices or a
 * saving beside the plans, never a plan's name; nor the summary box's title over the sum ("Your plan").
 * Round 69, part e: nor what a calculator says is paid ("You'll pay", "Due today", "Amount due").
 */
export const TOTAL_LABEL = /^(?:your (?:plan|selection|order|package|quote)|order summary|ваш (?:тариф|заказ)|(?:your |grand |estimated |monthly |yearly |annual )?(?:total|subtotal|cost|costs|savings?)(?: (?:cost|price|per (?:month|year)))?|you save|you(?:['’]ll| will)? pay(?: today| now)?|(?:total |amount )?due(?: today| now)?|итого|всего|сумма|(?:ваша )?(?:экономия|економія)(?: за (?:год|рік))?|gesamt(?:preis|summe)?|summe|zwischensumme|totaal|subtotaal|coût(?: total)?|costo(?: totale)?|custo(?: total)?|total (?:mensal|anual|mensual)|合计|合計|总计|総額|합계|총액|toplam)[:.]?$/i;
/** Call-to-action wording: never a plan name. */
export const CTA = /^(?:get started(?: today| now| for free)?|start(?: now| free| trial| for free)?|sign ?up|buy(?: now)?|try(?: it)?(?: free| for free| now)?|choose(?: plan)?|select(?: plan)?|subscribe|upgrade|learn more|find out more|read more|see more|discover more|see details|more details|join|book a demo|get (?:it|access)|current plan)$/i;
/** A button's words: "Try for free for 14 days", "Start your free trial", "Get Pro", "Talk to sales". */
const BUTTON_LINE = /^(?:try(?: \w+)? (?:it )?(?:for )?free(?: for \d+ days)?|start (?:a |your )?(?:\d+-day )?free trial|get (?:started|pro|business|plus|premium|\w+ now)|talk to (?:sales|us|an expert)|contact (?:us|sales)|book a (?:demo|call)|request (?:a )?demo)$/i;
const TRIAL = /(\d{1,3})[-\s]?day(?:s)?\s+(?:free\s+)?trial|free\s+for\s+(\d{1,3})\s+days|(\d{1,3})\s+days\s+(?:for\s+)?free|trial\s+(?:of|for)\s+(\d{1,3})\s+days|trials?\s+(?:lasts?|runs?|is|are)\s+(\d{1,3})\s+days|(\d{1,3})[-\s]?(?:tage|tagen|jours|días|dias|giorni|dagen)\b[^.\n]{0,30}?(?:test|essai|gratuit|kostenlos|gratis|prueba|prova)|(?:essai|prueba|prova|testphase|testversion)[^.\n\d]{0,30}?(\d{1,3})[-\s]?(?:tage|tagen|jours|días|dias|giorni|dagen)\b|\bfree\s+for\s+(one|an?|1|two|2|three|3)\s+months?\b|\b(one|1|two|2|three|3)[-\s]months?\s+(?:free\s+)?trial\b/i;
/** A trial given in months ("Try free for one month", "1-month free trial") counts 30 days a month. */
const MONTHS: Record<string, number> = { one: 1, a: 1, an: 1, "1": 1, two: 2, "2": 2, three: 3, "3": 3 };
const trialDays = (m: RegExpExecArray) => {
  const months = m[8] ?? m[9];
  return months ? MONTHS[months.toLowerCase()] * 30 : Number(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? m[7]);
};
/** A card's call to try it free, without a length ("Try for free", "Start free trial"). */
/**
 * Words before a price that make it the regular price a promotion gives way to ("Renews at
 * $10.99/mo" under "$2.99/mo for the first year", "then $29/month", "Regular price $38", "original
 * price", and its kin in other languages, round 14).
 */
/** A yearly total that is twelve months of a monthly figure, to the rounding of a cent a month ("$99" of "$8.25", "$599" of "$49.92"). */
const yearOfMonths = (total: number, month: number) => month > 0 && Math.abs(total - month * 12) <= 0.12 + total * 0.001;
const REGULAR_BEFORE = /(?:\brenews?\s+at|\brenewal(?:\s+price)?\s*:?|\bthen|\bregular(?:ly)?(?:\s+price)?\s*:?|\bnormally|\bstandard\s+price\s*:?|\bafter\s+that,?|\boriginal(?:ly)?(?:\s+price)?\s*:?|\bpůvodní\s+cena\s*:?|\bběžná\s+cena\s*:?|\bprix\s+(?:normal|habituel|d['’]origine)\s*:?|\b(?:precio|preço)\s+(?:original|normal|habitual)\s*:?|\bprezzo\s+(?:originale|normale|pieno)\s*:?|\b(?:normal|regulär)preis\s*:?|\bstatt)\s*$/i;
/**
 * A list price the next words replace with the price charged (round 20, part c): "de R$99,90 por
 * R$79,90", "was $29 now $19", "antes $50 ahora $40", "era R$ 60 agora R$ 45", "statt 99 € nur 79 €".
 * The word before the first price and the word between the two are both needed: "de R$79" alone is
 * "from R$79", and "$60/year — only $5/month" restates a price by the month.
 */
const LIST_LEAD = /(?:^|[\s(])(?:de|was|antes|era|statt|anstatt|before)\s*:?\s*$/i;
const SALE_BETWEEN = /^[\s,:;–—-]{0,4}(?:(?:por|now|ahora|agora|jetzt|maintenant|today|hoy|hoje)(?:\s+(?:apenas|only|just|nur|solo|sólo|só|seulement))?|apenas|only|just|nur|solo|sólo|só|seulement)\s*:?\s*$/i;
/** Whether the card prints `p` as the list price another price replaces (a paired construction). */
const listPriceWords = (p: { before: string; tail: string }) => LIST_LEAD.test(p.before) && SALE_BETWEEN.test(p.tail);
const TRIAL_CTA = /\btry\s+(?:it\s+)?(?:for\s+)?free\b|\bstart\s+(?:a\s+|your\s+)?(?:free\s+)?trial\b|\bfree\s+trial\b|\btry\s+free\b/i;

/** Whether `el` prints a struck list price; `byName` false: only by a drawn strike (a tag, the page's stylesheet, an inline style), not by a class or id word. */
export function isStruck(page: Page, el: HElement, byName = true): boolean {
  let e: HElement | null = el;
  for (let i = 0; e && i < 4; i++, e = e.parent) {
    if (e.tag === "s" || e.tag === "del" || e.tag === "strike") return true;
    const cls = `${e.attrs.class ?? ""} ${e.attrs.id ?? ""}`;
    if (byName && STRUCK_CLASS.test(cls)) return true;
    if (page.struckClasses.size && (e.attrs.class ?? "").split(/\s+/).some((c) => page.struckClasses.has(c))) return true;
    if (/text-decoration[^;]*line-through/i.test(e.attrs.style ?? "")) return true;
  }
  return false;
}

/** Attribute words on `el` and its ancestors up to `stop`: says which toggle variant a price is. */
function variantFromAttrs(el: HElement, stop: HElement | null): "annual" | "monthly" | null {
  for (let e: HElement | null = el, i = 0; e && e !== stop && e.tag !== "#root" && i < 30; e = e.parent, i++) {
    let words = `${e.attrs.class ?? ""} ${e.attrs.id ?? ""}`;
    for (const k in e.attrs) {
      if (!k.startsWith("data-") && !k.startsWith("x-") && !k.startsWith("v-") && !k.startsWith(":")) continue;
      const v = e.attrs[k].slice(0, 80);
      // data-annual-price="12" carries a price (read by dataAttributePrices), not a variant marker.
      if (k.startsWith("data-") && /^[\s\d.,$€£]*$/.test(v) && /\d/.test(v)) continue;
      // Alpine/Vue conditions: x-show="!annual" is the monthly side.
      if (/^(?:x-show|v-show|v-if|x-if|:class)$/.test(k) && /!\s*\(?\s*[\w.]*(?:annual|yearly)/i.test(v)) return "monthly";
      if (/^(?:x-show|v-show|v-if|x-if|:class)$/.test(k) && /!\s*\(?\s*[\w.]*monthly/i.test(v)) return "annual";
      words += ` ${k} ${v}`;
    }
    if (/annual|yearly|year\b|\byr\b|per-?year|billed-?year/i.test(words)) return "annual";
    if (/monthly|month\b|\bmo\b|per-?month/i.test(words)) return "monthly";
  }
  return null;
}

interface Collected {
  points: Point[];
  usage: TextFact[];
}

function collectPoints(page: Page, zones: Map<HElement, Zone>): Collected {
  const points: Point[] = [];
  const usage: TextFact[] = [];
  const text = page.all;
  // A strike on a token's digits only (its sign apart), and a sign shared with the price after it (round 48b).
  const { tokens, struck: digitsStruck, holder } = struckDigits(page, slotSplitPrices(page, withSplitPrices(page, findPricesBounded(text))), (el) => isStruck(page, el));
  const struckToken = (t: PriceToken) => digitsStruck.has(t) || isStruck(page, holder.get(t) ?? page.elementAt("all", t.index, t.end));
  // Whether the token before was read as a usage price (by its unit): its footnote's other side follows.
  let usageBefore = false;
  for (let i = 0; i < tokens.length && points.length < MAX_POINTS; i++) {
    const tok = tokens[i];
    const afterUsage = usageBefore;
    usageBefore = false;
    // The words after a price run to the next price — past a net price restating it ("446,25 €
    // 375 € netto einmalig": "einmalig" is the gross price's word too).
    let n = i + 1;
    while (n < tokens.length && NET_AFTER.test(text.slice(tokens[n].end, tokens[n].end + 12))) n++;
    // A struck list price printed between the price and its period ("$67 ~~$108~~ /year · save
    // $41"): the period after it is the price's too, so the words run on past the struck one.
    let gap = "";
    let from = tok.end;
    if (n === i + 1 && n < tokens.length && !text.slice(tok.end, tokens[n].index).trim() && struckToken(tokens[n])) {
      gap = text.slice(tok.end, tokens[n].index);
      from = tokens[n++].end;
    }
    const next = tokens[n]?.index ?? text.length;
    const tail = gap + text.slice(from, Math.min(next, from + 100));
    const lineStart = text.lastIndexOf("\n", tok.index) + 1;
    const before = text.slice(Math.max(lineStart, tok.index - 40), tok.index);
    const el = holder.get(tok) ?? page.elementAt("all", tok.index, tok.end);
    const zone = zoneOf(page, el, zones);
    if (zone === "chrome" || zone === "faq" || zone === "testimonial" || zone === "form") continue;
    // A price in a sentence set as the page's h1 is the hero restating it ("Start at $4 per user
    // per month"), not a card's. (An h1 that is only the price — "$99" — is a card's price styled big.)
    const h1 = h1Of(el);
    if (h1 && hasNameText(page, h1)) continue;
    const hidden = page.isHidden(el);
    // A price in fractions of a cent ("$0.0083") is a unit price, whatever follows it.
    const subCent = tok.amount < 1 && /[.,]\d{3}/.test(tok.raw);
    const perEach = UNIT_EACH_BEFORE.test(before) && EACH_AFTER.test(tail);
    // A rate per hour, day or week of a whole unit or more ("79€/hour", "$5 per day") prices a
    // plan by time — its period is none of month/year/one-time — not a metered unit.
    const timeRate = tok.amount >= 1 && zone !== "addon" && TIME_RATE.test(tail);
    // "$0.10 per ingested GB, per month*" over "*Billed annually or $0.15 on-demand": the footnote's
    // price is the same unit's other billing side (billing-pair.ts reads it so for a plan's price),
    // so it is a usage price too, not a plan of its own (round 82d).
    if (afterUsage && !timeRate && otherSideAfterAnnual(before)) {
      usageBefore = true;
      continue;
    }
    if (!timeRate && (USAGE_UNIT.test(tail) || zone === "addon" || subCent || perEach)) {
      usageBefore = zone !== "addon" || USAGE_UNIT.test(tail) || subCent || perEach;
      if (!hidden && usage.length < 10 && (USAGE_UNIT.test(tail) || subCent || perEach)) {
        // The unit as shown, also when it sits on the line below the price ("$0.05" / "per screened transaction").
        const first = tail.split("\n")[0];
        const shown = tok.raw + (first.trim() || !USAGE_UNIT.test(tail) ? first : ` ${tail.trim().split("\n")[0]}`);
        usage.push({ value: snippet(shown, 60), evidence: evidenceOf(page, el, shown) });
      }
      continue;
    }
    // (Not a plan named "Plus" in an element of its own just before its price: plus-name.ts, round 82j.)
    if ((NOT_A_PLAN_PRICE_BEFORE.test(before) && !plusNamesPrice(page, before, tok.index)) || (!timeRate && NOT_A_PLAN_PRICE_AFTER.test(tail))) continue;
    // A price its label calls a fee paid to start ("初期費用0円", "Setup fee: $0") is that fee (round 90b, start-fee-words.ts).
    if (START_FEE_BEFORE.test(before)) continue;
    // A sum worked out on its line ("4 months × $2.50 + 3% fee = $10.30"): its rate and its result
    // are the arithmetic's, not prices (round 105g, worked-line.ts).
    if (workedLinePart(text, tok.index, tok.end)) continue;
    // Or the line over it labels it a start fee paid once, the plan's price after it (round 105h, once-start-label.ts).
    if (onceStartFee(text, tok.index, tok.end, tokens[i + 1]?.index ?? null)) continue;
    // A sum spent shown at zero ("Total cost: €0.00", a tile's "€0.00" over "Total") is an app's readout (readout-zero.ts).
    if (readoutZero(tok.amount, before, tail)) continue;
    // A net price printed right after the gross one ("446,25 € 375 € netto", "523,60 € / Monat
    // 440 € netto") restates it; a net price of its own ("od 199 zł netto / miesiąc") is the price.
    if (i > 0 && NET_AFTER.test(tail) && tok.index - tokens[i - 1].end <= 12 && !text.slice(tokens[i - 1].end, tok.index).includes("\n")) continue;
    const vis = hidden ? null : visibleTail(page, el, tok);
    const struck = digitsStruck.has(tok) || isStruck(page, el);
    const struckByName = struck && !digitsStruck.has(tok) && !isStruck(page, el, false);
    points.push({ tok, el, hidden, struck, ...(struckByName ? { struckByName } : {}), before, ...(vis ?? { tail, tailAt: tok.end, stream: "all" as const }) });
  }
  labelSides(points, text);
  // Percentage fees carry no price token of their own ("2.9% + 30¢"), but price by use all the same.
  PERCENT_FEE.lastIndex = 0;
  for (let m = PERCENT_FEE.exec(page.visible); m && usage.length < 10; m = PERCENT_FEE.exec(page.visible)) {
    const el = page.elementAt("visible", m.index, m.index + m[0].length);
    const zone = zoneOf(page, el, zones);
    if (zone === "chrome" || zone === "faq" || zone === "testimonial" || zone === "form") continue;
    const fee = m[0].replace(/\s+/g, " ");
    usage.push({ value: snippet(fee, 60), evidence: evidenceOf(page, el, fee) });
  }
  return { points, usage };
}

/**
 * "Monthly $9 / Yearly $90", "月額 980 円 / 年額 9,800 円": each price's period is the label before
 * it (labelled-sides.ts), so each tail is given its own label's period — the first price's tail,
 * which holds only the second's label, loses that label. Tails keep their place in the stream
 * (`tailAt` moves back by what is put before the second tail) for the readers that clip them to a cell.
 */
function labelSides(points: Point[], text: string): void {
  for (let k = 0; k + 1 < points.length; k++) {
    const a = points[k];
    const b = points[k + 1];
    if (a.hidden || b.hidden || b.tok.index <= a.tok.end) continue;
    const between = text.slice(a.tok.end, b.tok.index);
    const pair = a.tail.trim() === between.trim() ? labelledPair(a.before, between) : null;
    if (!pair || billingAfter(b.tail.split("\n")[0]!).period !== null) continue;
    a.tail = periodMark(pair.first).padEnd(a.tail.length);
    const mark = periodMark(pair.second);
    b.tail = mark + b.tail;
    b.tailAt -= mark.length;
    k++;
  }
}

/** "daily", "per day" and kin just before a price ("Günde sadece 30 ₺", "Daily just $1"), a word such as "only" between. */
const PER_DAY_BEFORE = /(?:\bdaily|\bper day|\bg[üu]nde|\bpar jour|\bal d[ií]a|\bpor d[ií]a|\bpro tag|\bam tag|\bper dag|\bal giorno|\bв день)[\s:,]*(?:\p{L}+\s*)?$/iu;
/**
 * "1. Monat: CHF 59.50", "First month: $5" under "$10/month": an introductory price for a first
 * period, not the plan's price (round 17, part b). Read from the words just before the price.
 */
const INTRO_BEFORE = /(?:\bfirst\s+(?:month|year|\d{1,2}\s+months)|(?:^|\s)1\.\s*(?:monat|mois|mes|mese|maand)|\berste[nrs]?\s+monat|\bpremier\s+mois|\bprimer\s+mes|\bprimeiro\s+m[êe]s|\bprimo\s+mese|\beerste\s+maand)\s*[:\-–—]?\s*$/i;
const TIME_RATE = /^\s*(?:\/\s*|per\s+|a\s+|an\s+|each\s+|pro\s+|par\s+|por\s+|all['’]\s*|la\s+|el\s+)(?:hours?|hr|days?|weeks?|nights?|stunde|tag|woche|heure|jour|semaine|hora|día|dia|semana|ora|giorno|settimana|uur|dag|timme|dygn|vecka)\b/i;

function h1Of(el: HElement): HElement | null {
  for (let e: HElement | null = el, i = 0; e && i < 8; e = e.parent, i++) if (e.tag === "h1") return e;
  return null;
}

/**
 * The words after a visible price in the visible text: the "all" stream has hidden toggle
 * variants between a price and its "/user/month", the visible stream does not.
 */
function visibleTail(page: Page, el: HElement, tok: PriceToken): { tail: string; tailAt: number; stream: "visible" } | null {
  const [vs, ve] = page.range(el, "visible");
  // The price printed whole: "$20" is not the start of "$200" ("$200 billed up front). $20 if
  // billed monthly" — the second price's words are its own, round 24 part b).
  // (Bounded: a few tries within the element's first 2,000 characters.)
  let at = page.visible.indexOf(tok.raw, vs);
  for (let k = 0; k < 20 && at >= 0 && at < ve && /^[.,]?\d/.test(page.visible.slice(at + tok.raw.length, at + tok.raw.length + 2)); k++) {
    const next = page.visible.slice(at + 1, Math.min(ve, vs + 2000)).indexOf(tok.raw);
    at = next < 0 ? -1 : at + 1 + next;
  }
  if (at < 0 || at >= ve) return null;
  const tailAt = at + tok.raw.length;
  const after = page.visible.slice(tailAt, tailAt + 100);
  const next = findPrices(after)[0];
  // Past a struck list price printed between the price and its period (as in collectPoints).
  if (next && !after.slice(0, next.index).trim() && isStruck(page, page.elementAt("visible", tailAt + next.index, tailAt + next.end))) {
    const rest = after.slice(next.end);
    const third = findPrices(rest)[0];
    return { tail: after.slice(0, next.index) + (third ? rest.slice(0, third.index) : rest), tailAt, stream: "visible" };
  }
  return { tail: next ? after.slice(0, next.index) : after, tailAt, stream: "visible" };
}

/**
 * Round 16, part b: a price the visible text prints whole ("19 $") that the "all" stream splits
 * with the hidden other billing side between the number and its currency ("19", hidden "15", "$":
 * the toggle's yearly figure sits between them in the markup), so no token was read there. Each
 * such visible token is added at its place in the "all" stream (its first and last characters'
 * elements locate it), when no token of the "all" stream overlaps it and the hidden piece between
 * is short. Prices whose currency comes first ("$" "19" hidden "15") are read whole already.
 */
function withSplitPrices(page: Page, tokens: PriceToken[]): PriceToken[] {
  const added: PriceToken[] = [];
  const text = page.all;
  let k = 0;
  for (const v of findPricesBounded(page.visible)) {
    const first = page.elementAt("visible", v.index, v.index + 1);
    const last = page.elementAt("visible", v.end - 1, v.end);
    const start = page.range(first, "all")[0] + (v.index - page.range(first, "visible")[0]);
    const end = page.range(last, "all")[0] + (v.end - page.range(last, "visible")[0]);
    // Read whole in the "all" stream already (almost every price), or not a short split.
    if (end <= start || end - start > v.raw.length + 40 || text.slice(start, end) === v.raw) continue;
    if (text[start] !== v.raw[0] || text[end - 1] !== v.raw[v.raw.length - 1]) continue;
    while (k < tokens.length && tokens[k].end <= start) k++;
    if (k < tokens.length && tokens[k].index < end) continue;
    added.push({ ...v, index: start, end });
  }
  return added.length ? [...tokens, ...added].sort((a, b) => a.index - b.index) : tokens;
}

/**
 * A price whose number stands alone in its price slot and whose currency opens the next line: a
 * card's `<div class="plan-amount">500</div><span>FCFA/mois</span>` (session 32: a school-notes
 * app's CFA francs, the number and the code in sibling blocks). The text stream breaks the line
 * between the two, so findPrices saw a bare number; read together they are one price. Only a slot
 * classed as a price or an amount, holding nothing but the number, and only when the words after it
 * start with a currency findPrices knows.
 */
function slotSplitPrices(page: Page, tokens: PriceToken[]): PriceToken[] {
  const added: PriceToken[] = [];
  const text = page.all;
  let k = 0;
  for (const el of page.doc.elements) {
    if (!priceSlot(el)) continue;
    const [start, end] = page.range(el, "all");
    const own = text.slice(start, end);
    const signFirst = signOverNumber(own);
    if (signFirst) {
      while (k < tokens.length && tokens[k].end <= start) k++;
      if (k < tokens.length && tokens[k].index < end) continue;
      added.push({ ...signFirst, index: start + signFirst.index, end: start + signFirst.end });
      continue;
    }
    if (own.length > 12 || !/^\s*\d[\d\s.,]*\s*$/.test(own)) continue;
    while (k < tokens.length && tokens[k].end <= start) k++;
    if (k < tokens.length && tokens[k].index < end + 12) continue;
    const after = /^[ \t]*\n?[ \t]*(\S[^\n]{0,19})/.exec(text.slice(end, end + 40));
    if (!after) continue;
    const num = own.trim();
    const tok = findPrices(`${num} ${after[1]}`)[0];
    if (!tok || tok.index !== 0 || tok.raw.length <= num.length) continue;
    // The token runs from the number in the slot to its sign's last character on the next line.
    const wordsAt = end + after[0].length - after[1].length;
    added.push({ ...tok, index: start + own.indexOf(num), end: wordsAt + (tok.end - num.length - 1) });
  }
  return added.length ? [...tokens, ...added].sort((a, b) => a.index - b.index) : tokens;
}

/**
 * Round 82g: a price slot holding its currency sign in a box of its own over the number's box
 * (`<div class="price"><div class="price__symbol">₹</div><div class="price__integer">23,000</div>…`):
 * the text stream breaks the line after the sign, so findPrices saw a sign and a bare number. Only
 * a slot of at most 30 characters that holds nothing but the sign (three characters at most), a line
 * break and the number; the token's place is the slot's, from the sign to the number's last digit.
 */
function signOverNumber(own: string): PriceToken | null {
  if (own.length > 30) return null;
  const m = /^(\s*)(\S{1,3})[ \t]*\n\s*(\d[\d.,]{0,12})\s*$/.exec(own);
  if (!m) return null;
  const tok = findPrices(`${m[2]}${m[3]}`)[0];
  if (!tok || tok.index !== 0 || tok.end !== m[2]!.length + m[3]!.length) return null;
  const index = m[1]!.length;
  return { ...tok, index, end: own.lastIndexOf(m[3]!) + m[3]!.length };
}

/**
 * An element that is a price slot: classed as a price or an amount, or — round 82b — the first
 * child of such a block, unclassed, the number alone in its own box and the currency and period
 * in the boxes after it (`<div class="card-price"><div>39</div><div>USD</div><div>/</div><div>mo</div></div>`).
 */
function priceSlot(el: HElement): boolean {
  const cls = el.attrs.class;
  if (cls) return cls.length <= 200 && PRICE_SLOT.test(cls);
  const parent = el.parent;
  const pcls = parent?.attrs.class;
  if (!parent || !pcls || pcls.length > 200 || !PRICE_SLOT.test(pcls)) return false;
  return parent.children.find((c): c is HElement => c.kind === "element") === el;
}

/**
 * Price tokens over the whole text, scanning it in bounded windows so one huge line stays linear.
 * Each window is read up to the page's own bound (MAX_POINTS * 2 tokens in all), not `findPrices`'s
 * fifty of a line or a card (round 89i): a grid whose every card offers its billing periods as
 * options ("Monthly $100.00/mo", "6 Months $90.00/mo · $540.00 billed 6 months · Save $60.00")
 * holds more than fifty prices in a few thousand characters, and every card after the fiftieth
 * price was read as no card at all. The scan still stops at the bound, so a hostile page costs no more.
 */
function findPricesBounded(text: string): PriceToken[] {
  const out: PriceToken[] = [];
  const WINDOW = 20_000;
  const BOUND = MAX_POINTS * 2;
  for (let start = 0; start < text.length && out.length < BOUND; start += WINDOW) {
    // Overlap by 40 characters so a token on a window edge is seen whole; skip its duplicate.
    const from = Math.max(0, start - 40);
    for (const t of findPrices(text.slice(from, start + WINDOW), BOUND - out.length + 1)) {
      const index = t.index + from;
      if (index < start && start > 0) continue;
      out.push({ ...t, index, end: t.end + from });
    }
  }
  return out;
}

export function evidenceOf(page: Page, el: HElement, text: string): Evidence {
  return { url: page.url, snippet: snippet(text, 160), selector: selectorOf(el) };
}

/**
 * A price block's class ("price", "pricing__amount", "billing"): never a card. A class that names a
 * whole card after its price ("price-card", "pricing-item", "price-plan") is a card, not a block.
 */
const PRICE_BLOCK = /(?:^|[\s_-])(?:price|prices|pricing__?amount|amount|cost|billing|rate|per-?period|price-?wrap|price-?box)(?:$|\s|[_-](?!(?:card|item|plan|tier|column|col|option|package|table|container)\b))|(?:price|amount|billing)(?:__|--)(?!(?:card|item|plan|tier|column|col|option|package)\b)/i;

/**
 * Whether `el` can be a plan card: it opens with a heading, or it carries a name besides its
 * prices — but a price block (class "price"/"billing"…) or one side of a monthly/annual pair
 * (attributes naming a period) never is, whatever words sit next to its price.
 */
function cardCandidate(page: Page, el: HElement): boolean {
  if (headingsIn(page, el).length > 0) return true;
  // A card's buy button saying its price again ("join now €12.50") is the card's, no card (price-button.ts, round 105h).
  if (priceButton(page, el, (l) => CTA.test(l))) return false;
  // A toggle's side is no card, unless it names itself by its term ("Monthly" / "Yearly" cards) or
  // holds a card's whole body, its list and its button (round 90a; both in term-named-cards.ts).
  if (variantFromAttrs(el, el.parent) !== null) {
    const hidden = page.isHidden(el);
    const name = classedName(page, el);
    if (termNamedCard(name, hidden) || wholeCardSide(hidden, hasBullets(page, el), hasAction(page, el), hasNameText(page, el))) return true;
    // Or named apart from its siblings built alike, with a button of its own (round 109h).
    return name !== null && namedApartCard(hasAction(page, el), name, alikeSiblingNames(page, el));
  }
  // (A block classed "price" that holds its own button and words besides its price is a card
  // classed by what it sells — `<div class="glass price">Monthly · $4.99 · per month · Get Pro</div>`
  // in a row of three, round 67c — not the price slot inside one.)
  if (PRICE_BLOCK.test(`${el.attrs.class ?? ""} ${el.attrs.id ?? ""}`)) return hasAction(page, el) && hasNameText(page, el);
  return hasNameText(page, el);
}

/** The name-classed texts of `el`'s element siblings built alike (similar classes), at most eight. */
function alikeSiblingNames(page: Page, el: HElement): (string | null)[] {
  const out: (string | null)[] = [];
  for (const c of el.parent?.children ?? []) {
    if (c.kind !== "element" || c === el || !similarClasses(el, c)) continue;
    out.push(classedName(page, c));
    if (out.length >= 8) break;
  }
  return out;
}

/** True when `el`'s text holds words besides prices and billing words: somewhere for a plan name. */
function hasNameText(page: Page, el: HElement): boolean {
  const [start, end] = page.range(el, "all");
  if (end - start > 4000) return true;
  const t = page.text(el, "all");
  let rest = t;
  for (const tok of findPrices(t).reverse()) rest = rest.slice(0, tok.index) + " " + rest.slice(tok.end);
  rest = rest.replace(BILLING_WORD, " ").replace(/[^\p{L}]+/gu, "");
  return rest.length >= 3;
}

const headingsIn = (page: Page, el: HElement): HElement[] => headingsWithin(page, el).map((h) => h.el);

const PRICE_SLOT = /(?:^|[\s_-])(?:price|pricing-?amount|price-?amount|amount|cost)(?:$|\s)/i;
const PLAN_NAME_CLASS = /(?:plan|tier|package|pricing)[-_]?name(?:$|[\s_-])/i;
// ("ttl", the title cut short as builders' class names write it, "price_card-ttl", "table-ttl": round
// 105h — unread, the next name-like class of the block, its price label "Free", named the card.)
const NAME_CLASS = /(?:plan|tier|package|product|pricing|card|price)[-_]?(?:name|title|ttl|heading|label)|(?:^|[\s_-])(?:name|title|ttl|heading)(?:$|[\s_-])/i;

/** "(coming soon)", "(soon)", "(beta)" and kin in other languages, in brackets at a name's end. */
const SOON_WORDS = "coming soon|soon|beta|early access|in beta|bientôt|prochainement|demnächst|bald|próximamente|pronto|em breve|in arrivo|binnenkort|wkrótce|即将(?:推出|上线)?|敬请期待|近日公開|近日|출시 예정|곧 출시";
const SOON_NOTE = new RegExp(`\\s*[(（\\[]\\s*(?:${SOON_WORDS})\\s*[)）\\]]$`, "i");
/** The same status as a whole line ("Coming soon" on a badge above a card's title): no name. */
const SOON_LINE = new RegExp(`^(?:${SOON_WORDS})$`, "i");

/**
 * A trial's offer as a line: "30-day free trial", "14 days free", and (round 82g) "Free for 14 days",
 * a trial's card beside a discount's, both offers of one plan.
 */
const TRIAL_OFFER = /^(?:\d+[-\s]?days?\s+)?(?:free\s+)?trial$|^\d+[-\s]?days?\s+free$|^free\s+for\s+\d{1,3}\s+(?:days?|weeks?)$/i;

/**
 * The line of the page's text an element stands on: from the line break before it (at most 80
 * characters back) to the one after its first 200 characters (at most 80 on). Only that window is
 * searched — a page of one huge line and many headings must not cost a scan of the page per heading.
 */
function lineOf(page: Page, el: HElement): string {
  const [start, elEnd] = page.range(el, "all");
  const end = Math.min(elEnd, start + 200);
  const from = Math.max(0, start - 80);
  const win = page.all.slice(from, end + 80);
  const a = win.lastIndexOf("\n", start - from - 1) + 1;
  const b = win.indexOf("\n", end - from);
  return win.slice(a, b < 0 ? win.length : b).replace(/\s+/g, " ").trim();
}

/** Cleans a candidate plan name; null when it is a badge, a price or too long to be one. */
function planName(raw: string, maxWords = 5, counted = false, maxLength = 40): string | null {
  // An emoji or symbol set before the name as decoration ("🚀 Free", "⭐ Pro") is not part of it.
  let t = raw.replace(/\s+/g, " ").trim().replace(/^[\p{Extended_Pictographic}\p{So}\uFE0F\u200D\s]+(?=\p{L})/u, "");
  // Badges often sit inside the heading element: "Pro Most popular".
  // (A badge in another language is the whole ribbon, "Más popular": never "Más" left as a name, round 16 part c.)
  t = t.replace(/\s*(?:[-–—|·•]\s*)?(?:most popular|m[aá]s popular|mais popular|più popolare|meest populair|popular|recommended|best value|our most popular|new|save \d+%|\d+% off)\s*$/i, "").trim();
  // A "coming soon" note in brackets after the name ("Studio (coming soon)", "Agency (即将)") is
  // the plan's status, not its name (round 16, part c).
  t = t.replace(SOON_NOTE, "").trim();
  // A promotion's label before the name, or standing for it ("Offre spéciale Formule locative"; round 21b).
  t = withoutPromotion(t);
  // ("New" only before a capitalised name: "New issues" is a name of its own.)
  // (What a leading ribbon leaves in lower case, "for you" of "Recommended for you", "for teams" of
  // "Most popular for teams", is the rest of the ribbon's phrase, never a name: round 82a.)
  const unribboned = t.replace(/^(?:most popular|recommended|best value)\s+/i, "").trim();
  if (unribboned !== t && /^\p{Ll}/u.test(unribboned)) return null;
  t = unribboned;
  if (/^(?:new|New|NEW)\s+\p{Lu}/u.test(t)) t = t.replace(/^new\s+/i, "");
  // A ribbon in capitals set on the same line before a name that is not in capitals ("POPULAR Premium").
  t = t.replace(/^(?:POPULAR|MOST POPULAR|SOLD OUT|HOT|FEATURED|BEST ?SELLER|BEST VALUE|RECOMMENDED|LIMITED|TOP PICK)\s+(?=\p{Lu}\p{Ll})/u, "");
  // The same ribbons in other languages after the name ("Starter 추천"), and a card's labels in
  // them standing for a name ("Cena:", "de la", "Includes", "Recomandat"): round 28d, label-words.ts.
  t = withoutTrailingRibbon(t);
  // A paid-once note after a separator on the name's line ("Full version · one-time purchase") says
  // how the price is paid, not which plan it is (round 105c, once-tail.ts).
  t = withoutOnceTail(t);
  // So is a lasting note after a free plan's name ("Free · always"): it says the plan stays free
  // (round 109g, lasting-tail.ts).
  t = withoutLastingTail(t);
  // A name said twice, in Arabic script and in Latin letters ("لايت Lite", two spans of a bilingual
  // card read as one line), is its Latin half (round 90i, bilingual-name.ts) — once the whole is no
  // audience tagline ("للطلاب For Students": its Arabic half says "for the students").
  if (audienceTagline(t)) return null;
  t = latinHalf(t);
  if (!t || t.length > maxLength || BADGE.test(t) || cardLabel(t)) return null;
  // Who the plan suits ("Best for small businesses", "Para consultores e canais") is the card's
  // tagline, never its name, in any language the tables know (round 38b, tagline-words.ts).
  if (audienceTagline(t)) return null;
  // A number opens no name ("10 seats"), except a pack's ("5-pack", "20-Pack").
  // (A heading may: a card headed "12 months" or "3 seats" is named by what it sells — `counted`.)
  // Nor a billing term's count, wherever it stands: a card whose whole name is a term ("3 mois",
  // "6 Aylık Plan", "12 tháng") sells that term, under a ribbon or in a name-classed slot as much as
  // alone (round 89e, term-names.ts), where "10 seats" over "Team" is an allowance.
  if (findPrices(t).length || (/^\d/.test(t) && !/^\d{1,4}-\p{L}/u.test(t) && !zeroPaddedLead(t) && !(counted && (COUNTED_NAME.test(t) || resourceSizeName(t))) && !countedTerm(t))) return null;
  // Nor does a span or an amount ("For 30 days", "Up to 5 users", "Per 100 calls"): a card's terms.
  if (/^(?:for|up to|upto|per|until|from|over|under|after|within|at least|max(?:imum)?|min(?:imum)?)\s+\d/i.test(t)) return null;
  if (t.split(" ").length > maxWords || /, /.test(t)) return null;
  // A question or an exclamation is no name, in its full-width form too ("这是按月订阅吗？", a FAQ's
  // question over an answer quoting the prices: round 52d).
  if (!/\p{L}/u.test(t) || /[?!？！]$/.test(t)) return null;
  // A line that opens with a slash or a separator continues a price ("/month", "· billed yearly").
  if (/^[\/|·•:;,)]/.test(t)) return null;
  // A footnote's mark opening the line ("※ …", "* …", "† …", "注：…") marks a card's small print,
  // never its name (round 82k: a note under a price was the name where the name shared the price's line).
  if (FOOTNOTE_LINE.test(t)) return null;
  // A purpose clause ("To get started", "To go further") is a card's kicker over its name, never a
  // name: plan names are nouns (round 82k).
  // (In capitals too, "TO GET STARTED", where a style sets it so: then two words or more follow.)
  if (/^to\s+\p{Ll}/u.test(t) || /^to\s+\p{L}+\s+\p{L}/iu.test(t)) return null;
  // So does a line that opens with "per" and its kin ("por mês", "per hour excl. VAT", "par mois"):
  // the price's unit, never a name (round 16, part c).
  if (/^(?:per|por|par)\s+\p{L}/iu.test(t)) return null;
  // A comparison table's or FAQ's section title ("Compare plans & features") names no plan.
  if (/^(?:compare|comparison|frequently asked|faqs?\b|questions)/i.test(t)) return null;
  // A card's section word or price lead-in ("Features", "What's included", "Starts at") is no name.
  if (NOT_A_NAME.test(t)) return null;
  // Nor a calculator's total or a cost comparison's label ("Total", "Итого", "Your savings").
  if (TOTAL_LABEL.test(t)) return null;
  // Nor is a trial's offer ("30-day free trial", "14 days free"): the terms of a plan, not its name;
  // nor a page's title over one price ("Acme Pricing").
  // (Round 82k: with the heading's full stop too, "Simple pricing.", a section's title over one card.)
  if (TRIAL_OFFER.test(t) || /\s(?:pricing|prices)[.:!]?$/i.test(t)) return null;
  // The same in any language free-words.ts knows ("免费试用", "Essai gratuit", "Kostenlos testen",
  // "Ücretsiz deneme"): a trial's column, whose "Free" price is no free tier (round 20a).
  if (TRIAL_NAME.test(t)) return null;
  // Nor a page's marketing heading: two sentences, a comparison, a call to action (round 21b).
  if (headlineName(t)) return null;
  return t.replace(/[:.]$/, "");
}

/**
 * The name at the start of a heading that also carries the price: "Bronze $99", "Organization -
 * $10 per user, per month", "Enterprise Starts at $499", "Personal - Free" (the price is read from
 * the same text as usual; only the words before it name the plan).
 */
function nameBeforePrice(raw: string): string | null {
  const t = raw.replace(/\s+/g, " ").trim();
  const first = findPrices(t)[0];
  if (!first || first.index === 0) return null;
  // ("Pro (£99/mo)": a price in brackets after the name, round 15 part b.)
  const head = t.slice(0, first.index).replace(/\s*(?:[-–—:|(]\s*)?(?:(?:starts?|starting)\s+(?:at|from)|from|only|just)?\s*[-–—:|(]?\s*$/i, "");
  return head.length >= 2 ? planName(head) : null;
}

interface CardNameAt {
  name: string;
  el: HElement;
  /** The element holding the name also shows the card's price ("Bronze $99"): its prices count. */
  carriesPrice?: boolean;
  /** Named by the slot parallel across a group none of whose cards the reader named (round 42b):
   * such a name is a guess from structure, so it faces the tests a name the reader found faces. */
  byParallel?: boolean;
}

/** A count and what it counts, opening a heading: "12 months", "3 месяца", "5 users". */
const COUNTED_NAME = /^\d{1,4}\s+\p{L}/u;

/** A name element's text read as a plan name: "Pro", "Personal - Free" → "Personal", "Bronze $99" → "Bronze". */
function nameAt(raw: string, el: HElement, counted = false): CardNameAt | null {
  const free = NAMED_FREE_LINE.exec(raw.replace(/\s+/g, " ").trim());
  // A heading or a name-classed element may name a plan in a few more words than a plain line.
  const plain = free ? planName(free[1]) : planName(raw, 7, counted);
  if (plain) return { name: plain, el };
  const before = nameBeforePrice(raw);
  return before ? { name: before, el, carriesPrice: true } : null;
}

/** A template slot's text read as a name by the tests a heading's text passes (round 38c). */
function slotName(text: string): string | null {
  const n = planName(text, 7);
  return n && !(/\s/.test(n) && (CONTACT_LINE.test(n) || CTA.test(n))) && !QUOTE_LINE.test(n) ? n : null;
}

/**
 * A title element read as a name: its first part when it holds the name and a tagline, a pill or
 * an allowance of its own (round 36e, name-tail.ts), and only where the whole text reads as a name.
 */
function titleName(page: Page, el: HElement, read: (text: string) => CardNameAt | null): CardNameAt | null {
  const whole = read(shownText(page, el));
  const lead = whole ? nameLead(page, el, shownStream(page, el)) : null;
  return (lead && read(lead)) || whole;
}

/**
 * A card's name. A plan card names itself before its price: a heading after the price ("Features",
 * "What's included", or a name set under the price) counts only when nothing before the price can
 * be the name. So: headings before the first price, a name-like class, the first short line before
 * the price, then headings after it, then the first short lines of the card.
 */
function cardName(page: Page, card: HElement, end: number, firstPriceAt = Infinity): CardNameAt | null {
  const heads = headingsIn(page, card);
  const before = (e: HElement) => page.range(e, "all")[0] < firstPriceAt;
  const opensCard = (h: HElement) =>
    page.all.slice(page.range(card, "all")[0], page.range(h, "all")[0]).split("\n").map((l) => l.trim()).filter(Boolean).every((l) => BADGE.test(l));
  const fromHeading = (h: HElement) => {
    // A count as the name ("12 months") only on a heading that opens the card (badges aside): under
    // a label ("Always free" over "20 reports") the count is the card's allowance, the label its kicker.
    // A free word set as a heading on the line of a trial's terms ("<span class="h4">Free</span> for
    // 14 days") names the trial, not a plan (round 82g).
    if (TRIAL_OFFER.test(lineOf(page, h))) return null;
    const n = titleName(page, h, (t) => nameAt(t, h, opensCard(h)));
    // "Get a quote" set as the price's heading is the price, not the plan's name.
    // ("Custom" alone is a plan name: one word; a quote word of round 32a never is.)
    return n && !(/\s/.test(n.name) && (CONTACT_LINE.test(n.name) || CTA.test(n.name))) && !QUOTE_LINE.test(n.name) ? n : null;
  };
  // A name-like class ("plan-name", "tier-title") or Framer layer ("Name") on a short element.
  let classed: CardNameAt | null = null;
  let tagline: HElement | null = null;
  for (let o = card.order; o <= end && o - card.order < 400 && !classed; o++) {
    const e = page.doc.elements[o - 1];
    if (tagline && page.contains(tagline, e)) continue;
    const cls = `${e.attrs.class ?? ""} ${e.attrs["data-testid"] ?? ""} ${e.attrs["data-framer-name"] ?? ""}`;
    // Round 90i: a name-classed label that names an audience ("للطلاب / For Students" in a
    // "pricing-label" over the name slot) is the card's tagline, and so are its parts: its English
    // half in a span of its own ("For Students", which alone may be a tier's name, round 38b) and
    // its lines below (`inTagline`) name nothing either.
    if (NAME_CLASS.test(cls) && !CONTROL_CLASS.test(e.attrs.class ?? "") && audienceTagline(shownText(page, e))) {
      tagline = e;
      continue;
    }
    // (A button's analytics class, "event-name--signup", names no plan: a control's label never is
    // the plan's name, round 86g.)
    // (A count in the name slot that opens the card names it, as a heading that opens the card does:
    // "5 items · 1 shipment per month" over the price, a membership's cards named by what each
    // allows — round 105h.)
    if (NAME_CLASS.test(cls) && !CONTROL_CLASS.test(e.attrs.class ?? "")) classed = titleName(page, e, (t) => nameAt(t, e, opensCard(e)));
  }
  // A heading after an element whose class says it is the plan's name ("plan-name") is the card's
  // body ("Our pricing scales to"); a label or title class above a heading is a kicker, not this.
  const named = classed && PLAN_NAME_CLASS.test(classed.el.attrs.class ?? "") ? classed : null;
  const beforeNamed = (h: HElement) => !named || h.order < named.el.order;
  let titled: HElement | null = null;
  for (const h of heads.filter(before).filter(beforeNamed)) {
    // A heading styled as the price slot (<h2 class="price">Custom</h2>) holds the price, not the name.
    if (PRICE_SLOT.test(h.attrs.class ?? "")) continue;
    const n = fromHeading(h);
    if (n) return kickerBefore(page, card, h, n) ?? n;
    titled ??= h;
  }
  // The card's title heading names no plan ("30 seats"): a label above it ("Always free",
  // "30-day plan") is its kicker, a name only as one word ("Starter") or, over a title that states
  // an allowance ("Up to 30 clients"), two ("Solo Coach"; kicker-words.ts, round 36b) — else the
  // card has no name.
  if (titled && !named) {
    const [tStart] = page.range(titled, "all");
    const [cStart] = page.range(card, "all");
    const above = page.all.slice(cStart, tStart).split("\n").map((l) => l.trim()).filter(Boolean);
    const word = kickerOverTitle(above.map((l) => planName(l)), shownText(page, titled));
    return word ? { name: word, el: card } : null;
  }
  // (A name-classed tagline under a label: "O essencial" under "Essencial", round 19 part a.)
  if (classed) return kickerBefore(page, card, classed.el, classed) ?? classed;
  // A count ("4 classes / month", "12 months") names the card only as the one line before its
  // price, as a heading that opens the card does (round 17, part b): over a name ("10 seats" above
  // "Team") it is the card's allowance.
  const lineName = (line: string, opens = false) => {
    const n = planName(line, 5, opens);
    return n && !CONTACT_LINE.test(n) && !CTA.test(n) ? n : null;
  };
  const [cardStart] = page.range(card, "all");
  const drawn = nameInImage(page, card, cardStart, Math.min(end, page.subtreeEnd(card)), firstPriceAt);
  if (drawn) return drawn;
  // The first short line before the price that is neither a badge nor a price.
  // (Whole lines only: the words before a price on its own line are a sentence's, "Per seat:", not a name.)
  const leadEnd = firstPriceAt < Infinity ? page.all.lastIndexOf("\n", firstPriceAt) : -1;
  if (leadEnd > cardStart) {
    const lead = page.all.slice(cardStart, Math.min(leadEnd, cardStart + 400)).split("\n").map((l) => l.trim()).filter(Boolean);
    const chip = pillInEmptyTitle(page, card, end, firstPriceAt, lead);
    if (chip) return chip;
    const inTagline = (line: string) => !!tagline && page.text(tagline, "all").includes(line);
    for (const [i, line] of lead.slice(0, 3).entries()) {
      if (inTagline(line)) continue;
      const n = lineName(line, i === 0 && lead.length === 1);
      // (A link to the plan's own page opening each card of the grid is its title, no control:
      // round 109a, linked-title.ts.)
      if (n && (!controlLine(page, card, line) || (i === 0 && linkedTitle(page, card, line, besideCards(card, true)))) && !badgeLine(page, card, line)) return { name: lineLead(page, card, line) ?? n, el: card };
    }
    const bold = boldLeadName(page, card, lead.slice(0, 3));
    if (bold) return bold;
  }
  // Round 105g: a card headed by its edition's logo, no name in its text before the price
  // ("<img alt="Acme logo">" over a tagline): the logo's alt, where the cards beside it open with
  // logos of other names too (logo-name.ts) — before any line under the price, which is the plan's
  // list, not its name.
  const logo = firstPriceAt < Infinity ? logoName(page, card, besideCards(card, true), (c, line) => BADGE.test(line) || badgeLine(page, c, line)) : null;
  if (logo) return logo;
  for (const h of heads.filter((h) => !before(h) && !PRICE_SLOT.test(h.attrs.class ?? ""))) {
    const n = fromHeading(h);
    if (n) return n;
  }
  // The first short line that is neither a badge nor a price — before the card's list: a bullet
  // is what the plan includes ("Full platform access"), never its name.
  const lines = page.text(card, "all").length > 0 ? cardLines(page, card, listStart(page, card)) : [];
  for (const line of lines.slice(0, 4)) {
    const n = lineName(line);
    if (n && !controlLine(page, card, line) && !badgeLine(page, card, line)) return { name: n, el: card };
  }
  return nameBesidePrice(page, card, cardStart, firstPriceAt);
}

/**
 * Round 105e: the name a card's first line holds when the element that holds the line sets a name
 * and a tagline apart (name-tail.ts `nameLead`): "Starter Ready-to-go solution" read as one line is
 * "Starter" where the page put "Starter" in a classed element of its own. Null when it does not.
 */
function lineLead(page: Page, card: HElement, line: string): string | null {
  const [start, end] = page.range(card, "all");
  const at = page.all.indexOf(line, start);
  if (at < 0 || at + line.length > end) return null;
  const holder = page.elementAt("all", at, at + line.length);
  if (!page.contains(card, holder) || holder === card) return null;
  const lead = nameLead(page, holder, "all");
  return lead !== null ? planName(lead, 5) : null;
}

/**
 * Round 86g: a card whose template left its title slot empty (an element classed as the name,
 * "title", with no text, before the price) and whose sole line before the price is a pill ("Self-Hosted"
 * in a chip over "$0"): the pill is the only name the card shows. Elsewhere a pill sits over the
 * name and is refused (round 16b); here there is no name for it to sit over. Guards: one line before
 * the price, that line the whole text of a badge-classed element, a name of at most three words, not
 * a ribbon's phrase ("Most popular"), a state ("Selected") or a period ("Monthly").
 */
function pillInEmptyTitle(page: Page, card: HElement, end: number, firstPriceAt: number, lead: readonly string[]): CardNameAt | null {
  if (lead.length !== 1 || !badgeLine(page, card, lead[0]!)) return null;
  let empty = false;
  for (let o = card.order + 1; o <= end && o - card.order < 200 && !empty; o++) {
    const e = page.doc.elements[o - 1];
    if (!e || page.range(e, "all")[0] >= firstPriceAt) break;
    const cls = e.attrs.class ?? "";
    empty = NAME_CLASS.test(cls) && !CONTROL_CLASS.test(cls) && !BADGE_CLASS.test(cls) && page.text(e, "all").trim() === "";
  }
  if (!empty) return null;
  const n = planName(lead[0]!, 3);
  if (!n || BADGE.test(n) || badgePhrase(n) || statePill(n) || termKicker(n) || PERIOD_LABEL.test(n) || CONTACT_LINE.test(n) || CTA.test(n)) return null;
  return { name: n, el: card };
}

/**
 * The name set on the price's own line in an element of its own (round 18a): "<span>Pro</span>
 * <span>$19/mo</span>" side by side in a flex row read "Pro $19/mo", one line, so the lines before
 * the price hold no name. The words before the price count only when they are the whole text of
 * one element of the card that ends before the price (not a sentence's words, "Per seat: $5"), and
 * read as a name, not a lead-in, a period or a price label; and the card offers a button or a list.
 * Only when nothing else named the card.
 */
function nameBesidePrice(page: Page, card: HElement, cardStart: number, firstPriceAt: number): CardNameAt | null {
  if (firstPriceAt === Infinity) return null;
  const lineStart = page.all.lastIndexOf("\n", firstPriceAt - 1) + 1;
  const head = page.all.slice(Math.max(lineStart, cardStart), firstPriceAt);
  const words = head.trim();
  // (A label ending in a colon labels a figure: "First month:", "Total:".)
  if (!words || words.length > 40 || /[:：]$/.test(words)) return null;
  // A plan card offers something besides its name and price, a button or a list; a calculator's
  // row ("Recruiter cost 77 020 ₽") is a label and a figure, nothing else.
  if (!hasAction(page, card) && !hasBullets(page, card)) return null;
  const at = Math.max(lineStart, cardStart) + head.indexOf(words[0]);
  let el: HElement | null = page.elementAt("all", at, at + 1);
  // The largest element inside the card that holds those words and ends before the price.
  let whole: HElement | null = null;
  for (let i = 0; el && el !== card && i < 8 && page.range(el, "all")[1] <= firstPriceAt; i++, el = el.parent) whole = el;
  if (!whole || page.text(whole, "all").trim() !== words) return null;
  if (PRICE_LEAD_IN.test(words) || PRICE_LABEL.test(words) || PERIOD_LABEL.test(words) || CONTACT_LINE.test(words) || CTA.test(words) || badgeLine(page, card, words)) return null;
  const n = planName(words);
  return n ? { name: n, el: whole } : null;
}

/** A card whose shown prices are all zero ("$0", "¥0", "KES 0"), at least one. */
function zeroCard(points: Point[]): boolean {
  const shown = points.filter((p) => !p.struck && !p.hidden);
  return shown.length > 0 && shown.every((p) => p.tok.amount === 0);
}

/** Where a card's first shown, unstruck price starts; Infinity when it shows none (round 42b). */
function shownPriceAt(points: Point[]): number {
  const shown = points.filter((p) => !p.struck && !p.hidden);
  return shown.length ? Math.min(...shown.map((p) => p.tok.index)) : Infinity;
}

/**
 * A card's sole line before its first price when it is a pill (round 41c, pill-row.ts): its words
 * as the card's line reader takes them and the pill's element; none when the card shows more
 * lines before the price, words before the price on the price's line, or a control's label.
 */
function pillLead(page: Page, card: HElement, points: Point[]): PillLead<HElement> {
  return soleLead(page, card, points, (e) => BADGE_CLASS.test(e.attrs.class ?? "") || outOfFlow(e), true);
}

/**
 * Round 86e: a card's sole line before its price when it is drawn as a button or a link ("Grow" on
 * an outlined button over "$49/month"): the template's name slot where every card of the group is
 * drawn so (pill-row.ts asks that of the group); never a purchase action nor a billing term.
 */
function buttonLead(page: Page, card: HElement, points: Point[]): PillLead<HElement> {
  const lead = soleLead(page, card, points, (e) => e.tag === "a" || e.tag === "button" || e.attrs.role === "button", false);
  return lead.name && (purchaseAction(lead.name) || termKicker(lead.name)) ? { ...lead, name: null } : lead;
}

/** A card's sole line before its price when an element `drawn` accepts holds it alone (a pill, a button). */
function soleLead(page: Page, card: HElement, points: Point[], drawn: (e: HElement) => boolean, notControl: boolean): PillLead<HElement> {
  const shown = points.filter((p) => !p.struck && !p.hidden);
  const none = { name: null, el: null, priced: shown.length > 0 };
  if (!shown.length) return none;
  const firstAt = Math.min(...points.map((p) => p.tok.index));
  const [cardStart] = page.range(card, "all");
  const lineStart = page.all.lastIndexOf("\n", firstAt - 1) + 1;
  if (lineStart <= cardStart || /\p{L}/u.test(page.all.slice(lineStart, firstAt))) return none;
  const lead = page.all.slice(cardStart, Math.min(lineStart, cardStart + 400)).split("\n").map((l) => l.trim()).filter(Boolean);
  if (lead.length !== 1 || (notControl && controlLine(page, card, lead[0]))) return none;
  const end = page.subtreeEnd(card);
  for (let o = card.order + 1; o <= end && o - card.order < 200; o++) {
    const e = page.doc.elements[o - 1];
    if (!drawn(e) || page.text(e, "all").trim() !== lead[0]) continue;
    const n = planName(lead[0], 5);
    return { ...none, name: n && !CONTACT_LINE.test(n) && !CTA.test(n) ? n : null, el: e };
  }
  return none;
}

const CONTROL_CLASS = /(?:^|[\s_-])(?:btn|button|dropdown|toggle|trigger|switch|select|menu|nav)(?:$|[\s_-])/i;
/**
 * Whether a line of a card is the label of a control in it ("Change currency" on a dropdown's
 * button, a tab or a switch): what a visitor clicks, never the plan's name.
 */
/**
 * A name set in bold at the head of a line whose rest is its tagline (session 41, lead): "<b>Paket
 * Hemat</b><span>Streaming and everyday use · Small homes</span>" reads as one long line, no name;
 * the bold element alone is the name when the element right after it holds the rest of the line.
 * Only b/strong leaves, only a short name (planName), never a button's or a badge's words.
 */
function boldLeadName(page: Page, card: HElement, lines: string[]): CardNameAt | null {
  const end = page.subtreeEnd(card);
  for (let o = card.order + 1; o <= end && o - card.order < 200; o++) {
    const e = page.doc.elements[o - 1];
    if ((e.tag !== "b" && e.tag !== "strong") || !e.children.every((c) => c.kind === "text")) continue;
    const words = shownText(page, e).replace(/\s+/g, " ").trim();
    const line = words && lines.find((l) => l.startsWith(`${words} `));
    if (!line) continue;
    // The element right after it (one pass over its siblings: indexOf per sibling would be quadratic on a hostile row).
    const sibs = e.parent?.children ?? [];
    const at = sibs.indexOf(e);
    let next: HElement | undefined;
    for (let k = at + 1; k < sibs.length && k <= at + 8 && !next; k++) if (sibs[k].kind === "element") next = sibs[k] as HElement;
    const rest = line.slice(words.length).trim();
    if (!next || shownText(page, next).replace(/\s+/g, " ").trim() !== rest) continue;
    const n = planName(words, 4);
    if (n && !CTA.test(n) && !BADGE.test(n) && !controlLine(page, card, words)) return { name: n, el: e };
  }
  return null;
}

function controlLine(page: Page, card: HElement, line: string): boolean {
  const end = page.subtreeEnd(card);
  for (let o = card.order + 1; o <= end && o - card.order < 200; o++) {
    const e = page.doc.elements[o - 1];
    if (page.text(e, "all").trim() !== line) continue;
    for (let a: HElement | null = e; a && a !== card; a = a.parent)
      if (/^(?:button|select|option|label|a|nav)$/.test(a.tag) || a.attrs.role === "button" || a.attrs.role === "tab" || CONTROL_CLASS.test(a.attrs.class ?? "")) return true;
  }
  return false;
}

/**
 * Round 16, part b: whether a line of a card is the whole text of an element its class marks as a
 * badge, pill or ribbon ("Start here" in <span class="plan-badge"> over the name): set on the card,
 * not its name, in any language. (withoutBadge strips such words from a name read with them.)
 */
export function badgeLine(page: Page, card: HElement, line: string): boolean {
  const end = page.subtreeEnd(card);
  for (let o = card.order + 1; o <= end && o - card.order < 200; o++) {
    const e = page.doc.elements[o - 1];
    if ((badgeClass(e.attrs.class ?? "") || outOfFlow(e)) && page.text(e, "all").trim() === line) return true;
  }
  return false;
}

/**
 * Round 19, part a: an element taken out of the card's flow (Tailwind's "absolute", an inline
 * "position: absolute") and pinned over its edge is a ribbon ("Live now", "Launch offer", "最划算"
 * on a pill at the card's top), whatever its words: a card's name sits in its flow, under it.
 */
const outOfFlow = (e: HElement): boolean => /(?:^|\s)absolute(?:$|\s)/.test(e.attrs.class ?? "") || /position\s*:\s*absolute/i.test(e.attrs.style ?? "");

/**
 * A name drawn as an image at the head of a card, its text only in `alt` ("Acme Lite Plan" on the
 * image that opens the card, before any text): the words before "Plan", less the vendor's name
 * (words of the page's title). Only an alt that says "plan": an image's alt is otherwise a picture's
 * description, and the card's own first line is read as usual.
 */
function nameInImage(page: Page, card: HElement, cardStart: number, end: number, firstPriceAt: number): CardNameAt | null {
  for (let o = card.order + 1; o <= end && o - card.order < 40; o++) {
    const e = page.doc.elements[o - 1];
    const [start] = page.range(e, "all");
    if (start >= firstPriceAt || page.all.slice(cardStart, start).trim() !== "") return null;
    if (e.tag !== "img") continue;
    const m = /^([\p{L}\p{N}][\p{L}\p{N}&+' -]{0,40}?)\s+plan$/iu.exec((e.attrs.alt ?? "").trim());
    if (!m) return null;
    const vendor = new Set((page.title ?? "").toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean));
    const words = m[1].split(/\s+/);
    while (words.length > 1 && vendor.has(words[0].toLowerCase())) words.shift();
    const name = planName(words.join(" "), 3);
    return name ? { name, el: e } : null;
  }
  return null;
}

/**
 * An element's text as a reader sees it: the visible text when it is on screen (a hidden twin
 * inside it — the page's other language — is not read), everything when it is itself hidden (the
 * other side of a toggle).
 */
const shownStream = (page: Page, el: HElement): "visible" | "all" => (page.isHidden(el) ? "all" : "visible");
const shownText = (page: Page, el: HElement) => page.text(el, shownStream(page, el));

/**
 * A bare price over the count it buys ("$149" / "10 assessment credits"): a pack, bought once.
 * (Round 86i: the credit in the languages that spell it with a k or an -i, "/ 25 kredi", "100 Kredite", "50 crediti".)
 */
const CREDIT_PACK = /^\s*(?:\/\s*|for\s+)?\n?\s*\d[\d,.]*\s*k?\s+(?:[\p{L}-]+\s+)?(?:credits?|tokens?|coins?|listings?|points?|créditos?|crédits?|guthaben|kredi(?:ler)?|kredite?|kredity|krediitti[äa]?|crediti|credito)\b(?![^\n]{0,20}\b(?:per|a|each|every|\/)\s*(?:month|year|mo|yr)\b)/iu;

/** A label class above a card's title: "plan-label", "kicker", "eyebrow", "overline", "tier". */
const KICKER_CLASS = /(?:^|[\s_-])(?:kicker|eyebrow|overline|tier|tier-?label|plan-?label|plan-?tag)(?:$|[\s_])/i;

/** Round 19, part a: a label's or a badge's class set above a card's tagline ("plano-label", "p-badge"). */
const LABEL_CLASS = /(?:^|[\s_-])label(?:$|[\s_-])/i;

/**
 * The one-word label set above a card's title ("PRO" over the tagline "Subtitles into production",
 * "Free" over the product name "Acme POS") names the plan when the title is longer: the title
 * there is a tagline or the product, the label the tier. A one-word title stays the name.
 */
function kickerBefore(page: Page, card: HElement, heading: HElement, named: CardNameAt): CardNameAt | null {
  // A title every card beside it shares word for word ("Subscription" over "Standard" and over
  // "Professional") names what kind of offer the cards are, not which: the line above it names the
  // card, whatever its class (session 41, lead).
  const shared = titleShared(page, card, named.name);
  const kicker = kickerAbove(page, card, heading, ribbonMayName(named.name), purposeTitle(named.name), shared);
  if (kicker && (shared || titleNotTier(page, card, named.name))) return kicker;
  // Round 105c: every card of the row badged with a tier's word over a title that is none
  // ("Starter" over "Standalone"): the badges name the cards (tier-badge-row.ts).
  const badge = kicker ?? kickerAbove(page, card, heading);
  return badge && tierBadgeRow(badgesOverTitles(page, card, heading)) ? badge : null;
}

/**
 * Each card of a card's row (itself first, then the cards of its markup beside it) as its pill
 * over its title: the title is the element of the same tag and class as this card's title, the
 * pill the label kickerAbove finds over it. A card without either ends the row (an empty pill).
 */
function badgesOverTitles(page: Page, card: HElement, heading: HElement): BadgeOverTitle[] {
  const cls = heading.attrs.class ?? "";
  const row: BadgeOverTitle[] = [];
  for (const c of [card, ...besideCards(card, true)].slice(0, 12)) {
    const end = page.subtreeEnd(c);
    let title: HElement | null = null;
    for (let o = c.order + 1; o <= end && o - c.order < 200 && !title; o++) {
      const e = page.doc.elements[o - 1];
      if (e.tag === heading.tag && (e.attrs.class ?? "") === cls) title = e;
    }
    const pill = title ? kickerAbove(page, c, title) : null;
    if (!title || !pill) return [{ badge: "", title: "" }];
    row.push({ badge: pill.name, title: shownText(page, title).replace(/\s+/g, " ").trim() });
  }
  return row;
}

/** The cards a card stands among: its box's siblings (the box is the card, or the one-child wrapper around it). */
function besideCards(card: HElement, sameTag = false): HElement[] {
  let box: HElement = card;
  while (box.parent && box.parent.children.filter((c) => c.kind === "element").length === 1) box = box.parent;
  return (box.parent?.children ?? []).slice(0, 24).filter((c): c is HElement => c !== box && c.kind === "element" && (!sameTag || c.tag === box.tag));
}

/**
 * Whether another card beside this one carries the same title. (A card of the same markup: the
 * page's bar beside a lone card, titled by the page's name, is no card — sameTag.)
 */
function titleShared(page: Page, card: HElement, name: string): boolean {
  return besideCards(card, true).some((sib) => {
    const h = headingsIn(page, sib)[0];
    return !!h && shownText(page, h).replace(/\s+/g, " ").trim() === name;
  });
}

/**
 * The label set above a card's title: an element in a kicker's, a label's or (over a sentence) a
 * badge's class; or, over a title of purpose ("Za začetek", "For chains": `capitals`), a label in
 * capitals that opens the card, whatever its class (round 86e, caps-kicker.ts).
 */
function kickerAbove(page: Page, card: HElement, heading: HElement, ribbons = true, capitals = false, firstLeaf = false): CardNameAt | null {
  const [hStart] = page.range(heading, "all");
  // (Where the card's first letter stands, searched once and no further than the title.)
  const [cStart] = page.range(card, "all");
  const firstLetter = capitals ? cStart + page.all.slice(cStart, Math.min(hStart, cStart + 2000)).search(/\p{L}/u) : -1;
  for (let o = card.order + 1; o < heading.order && o - card.order < 40; o++) {
    const e = page.doc.elements[o - 1];
    const cls = e.attrs.class ?? "";
    const classed = KICKER_CLASS.test(cls) || LABEL_CLASS.test(cls) || BADGE_CLASS.test(cls);
    // (Unclassed, only a leaf in capitals that is the card's first text: a ribbon set before it stops the search.)
    // (Under a title the cards share, any leaf that is the card's first text but for badges: "おすすめ" over "Standard".)
    const [eStart] = page.range(e, "all");
    const opens = capitals ? firstLetter >= eStart : firstLeaf && page.all.slice(cStart, eStart).split("\n").every((l) => !l.trim() || BADGE.test(l.trim()));
    const capsLead = opens && !classed && e.children.every((c) => c.kind === "text") && (!capitals || capitalsLabel(shownText(page, e)));
    // (A badge alone names the card only over a sentence: round 32b, ribbon-over-title.ts.)
    if (!(classed || capsLead) || (!ribbons && ribbonClass(cls)) || outOfFlow(e) || page.range(e, "all")[1] > hStart) continue;
    const word = shownText(page, e).replace(/\s+/g, " ").trim();
    // (A billing term over the title, "Mensual" over "PRO + Escuela", is the card's term: round 76b.)
    if (KICKER_WORDS.test(word) && planName(word) && !BADGE.test(word) && !SOON_LINE.test(word) && !termKicker(word)) return { name: word, el: e };
  }
  return null;
}

/**
 * Round 19, part a: whether a card's title reads as a tagline or the product's name rather than a
 * tier's name — words joined by "・", a sentence (a word after the first in lower case: "Subtitles
 * into production", "O essencial"; the plan words "plan", "edition"… aside), or the product's name
 * (its first word opens the page's title: "Acme POS Pro" on "Acme POS Pricing"; or a card beside
 * it shares its opening words). Else a title of capitalised words ("Pro Annual", "Team Plus") is a
 * tier's name, whatever kicker sits above it (the kicker is a category: "Prevent", "Recover").
 */
function titleNotTier(page: Page, card: HElement, name: string): boolean {
  if (/[・·]/.test(name) || (!/\s/.test(name) && name.length > 12)) return true;
  const words = name.split(/\s+/);
  if (words.length < 2) return false;
  if (words.slice(1).some((w) => /^\p{Ll}/u.test(w) && !PLAN_WORD.test(w))) return true;
  const titleFirst = (page.title ?? "").trim().split(/[^\p{L}\p{N}]+/u)[0]?.toLowerCase();
  if (titleFirst && titleFirst === words[0].toLowerCase()) return true;
  // Another card beside it is titled by this title's opening words, or by this title and more
  // ("Acme POS" beside "Acme POS Pro"): the words they share are the product's name.
  for (const sib of besideCards(card)) {
    const h = headingsIn(page, sib)[0];
    const other = h ? shownText(page, h).replace(/\s+/g, " ").trim() : "";
    if (other && (name.startsWith(`${other} `) || other.startsWith(`${name} `))) return true;
  }
  return false;
}

/** Where a card's first list (<ul>, <ol>) starts, in its shown stream. */
function listStart(page: Page, card: HElement, stream = shownStream(page, card)): number {
  const end = page.subtreeEnd(card);
  for (let o = card.order + 1; o <= end && o - card.order < 400; o++) {
    const e = page.doc.elements[o - 1];
    if (e.tag === "ul" || e.tag === "ol") return page.range(e, stream)[0];
  }
  return Infinity;
}

/** A card's lines before its first shown price (its eyebrow, its name); none for a card unknown or a price outside its stream. */
function linesBeforePrice(page: Page, card: HElement | undefined, byCard: ReadonlyMap<HElement, Point[]>): string[] {
  if (!card) return [];
  const stream = shownStream(page, card);
  const starts = (byCard.get(card) ?? []).filter((p) => !p.hidden && !p.struck && p.stream === stream).map((p) => p.tailAt - p.tok.raw.length);
  return starts.length ? cardLines(page, card, Math.min(...starts)) : [];
}

function cardLines(page: Page, card: HElement, until = Infinity): string[] {
  const stream = shownStream(page, card);
  const [s, e] = page.range(card, stream);
  return (stream === "all" ? page.all : page.visible)
    .slice(s, Math.min(e, s + 3000, until))
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
}

interface CardGroup {
  container: HElement;
  cards: HElement[];
  /** The billing side the whole set of cards is (a tab panel or wrapper naming its period). */
  own: "annual" | "monthly" | null;
  /** The side a toggle near the group shows as selected (its visible prices are that side). */
  toggle: "annual" | "monthly" | null;
  /**
   * Some card says how it is billed ("billed yearly"): then a card whose price has no such words
   * ("$2,300/month on a 3-year term") is not the toggle's side, just its price.
   */
  explicit: boolean;
  /** Cards built like the others that publish no price: plans with amount null. */
  unpriced?: Set<HElement>;
  /** Price lines every card of the row repeats word for word (sharedPriceLines): no card's own. */
  shared?: ReadonlySet<string>;
}

/**
 * A price line every card of a row repeats word for word (issue 25, round 76g: "€12/month per
 * person (average)" under Free, Pro and Teams alike — a calculator's figure beside each card's own
 * "€11.99 /month for one person") is no card's own price: the same figure in each card prices none
 * of them. It was read as each card's other billing side and its "per person" made every plan per
 * user (a per-resolution "From $0.99" in every card of a help desk's row was read as each card's
 * annual side). The line is the price and its words to the line's or the sentence's end (at most
 * 80 characters); it counts only when the row has two or more cards, each holds it, and each also
 * shows a price on a line that no card repeats (a row of cards all at "$10/mo" keeps its prices;
 * two copies of one section, each holding every plan's line, share them all and keep them). The
 * points on it are dropped from the cards and its words from their price blocks.
 */
const priceLine = (p: Point) => `${p.before}${p.tok.raw}${p.tail.split("\n")[0]}`.split(/(?<=[.!?])\s/)[0].replace(/\s+/g, " ").trim().replace(/[.!?]$/, "");
function sharedPriceLines(byCard: Map<HElement, Point[]>): Set<string> {
  const out = new Set<string>();
  const cards = [...byCard.values()].filter((pts) => pts.length > 0);
  if (cards.length < 2 || cards.length !== byCard.size) return out;
  // Each card's shown price lines, read once (linear in the row's points, whatever a hostile page holds).
  const lines = cards.map((pts) => new Set(pts.filter((q) => !q.struck && !q.hidden).map(priceLine)));
  for (const line of lines[0]!) {
    if (line.length > 80 || line.length < 2) continue;
    if (lines.every((own) => own.has(line) && own.size > 1)) out.add(line);
  }
  // Each card keeps a price of its own off every such line: two copies of one section (a table and
  // its stacked cards, each holding every plan's line) share all their lines and are no such row.
  if (out.size && !lines.every((own) => [...own].some((l) => !out.has(l)))) return new Set();
  return out;
}

const SELECTED = (e: HElement) =>
  e.attrs["aria-checked"] === "true" ||
  e.attrs["aria-selected"] === "true" ||
  e.attrs["aria-pressed"] === "true" ||
  e.attrs["aria-current"] === "true" ||
  /^(?:checked|active|on|selected)$/.test(e.attrs["data-state"] ?? "") ||
  /(?:^|\s)(?:active|selected|is-active|is-selected|current|w--current|w--tab-active)(?:\s|$)/.test(e.attrs.class ?? "") ||
  (e.tag === "input" && e.attrs.checked !== undefined);

/** The selected side of a monthly/annual toggle shown near the group, if any. */
function toggleState(page: Page, container: HElement): "annual" | "monthly" | null {
  let scope: HElement = container;
  for (let i = 0; i < 3 && scope.parent && scope.parent.tag !== "#root"; i++) scope = scope.parent;
  const end = Math.min(page.subtreeEnd(scope), container.order - 1);
  for (let o = scope.order; o <= end && o - scope.order < 800; o++) {
    const e = page.doc.elements[o - 1];
    if (!SELECTED(e)) continue;
    let t = page.text(e, "all");
    if (e.tag === "input") t = `${e.attrs.value ?? ""} ${e.attrs["aria-label"] ?? ""} ${e.attrs.id ?? ""}`;
    // A checked switch with no words of its own ("Monthly [switch] Annually"): on is the label after it.
    if (!/\p{L}{3}/u.test(t.replace(/\bon\b/gi, "")) && (e.attrs.role === "switch" || (e.tag === "input" && e.attrs.type === "checkbox"))) t = switchLabelAfter(page, e);
    if (t.length > 60) continue;
    if (/annual|yearly|year/i.test(t)) return "annual";
    if (/month/i.test(t)) return "monthly";
  }
  return null;
}

/** The first label after a switch among its parent's children (a hidden twin input skipped). */
function switchLabelAfter(page: Page, sw: HElement): string {
  const sibs = sw.parent ? sw.parent.children.filter((c): c is HElement => c.kind === "element") : [];
  for (const e of sibs.slice(sibs.indexOf(sw) + 1)) {
    const t = page.text(e, "all").trim();
    if (t) return t.length <= 40 ? t : "";
  }
  return "";
}

function groupVariant(page: Page, container: HElement): "annual" | "monthly" | null {
  // A whole set of cards per billing period (tab panels): the set's own attributes or its tab.
  for (let e: HElement | null = container, i = 0; e && e.tag !== "#root" && i < 4; e = e.parent, i++) {
    const own = variantFromAttrs(e, e.parent);
    if (own) return own;
    // The tab that controls this panel: aria-labelledby, aria-controls, or Webflow's data-w-tab.
    const id = e.attrs.id;
    const label = e.attrs["aria-labelledby"];
    const wtab = e.attrs["data-w-tab"];
    if (label || id || wtab) {
      const tab = page.doc.elements.find((x) => x !== e && ((label && x.attrs.id === label) || (id && x.attrs["aria-controls"] === id) || (wtab && x.attrs["data-w-tab"] === wtab)));
      if (tab) {
        const t = page.text(tab, "all");
        if (/annual|yearly|year/i.test(t)) return "annual";
        if (/month/i.test(t)) return "monthly";
      }
    }
  }
  return null;
}

/** Prices inside a <table> are read by tablePlans (names from the header row), never as cards. */
function insideTable(el: HElement): boolean {
  for (let e: HElement | null = el, i = 0; e && e.tag !== "#root" && i < 60; e = e.parent, i++) if (e.tag === "table") return true;
  return false;
}

function findGroups(page: Page, allPoints: Point[]): CardGroup[] {
  // Whether an element's text holds a figure, read once per element: the twin search below asks it
  // of the same blocks for every price point, and a block may be a large section of the page.
  const figured = new Map<HElement, boolean>();
  const hasFigure = (e: HElement) => {
    let v = figured.get(e);
    if (v === undefined) figured.set(e, (v = findPrices(page.text(e, "all")).length > 0));
    return v;
  };
  // A regular price written beside a promotional one in the same price block ("original price
  // 8.990 Kč" under "6.990 Kč") is no card's price of its own: it does not make the block a group
  // (round 14). A lone "then $10/mo" is the card's price and stays.
  // Likewise a first month's introductory price beside the regular one (round 17, part b).
  const beside = (p: Point, kind: RegExp) => {
    let e: HElement | null = p.el;
    // (Only within the price block: up to the first element that holds a heading, the card's.)
    for (let i = 0; e && e.tag !== "#root" && i < 3 && headingsIn(page, e).length === 0; i++, e = e.parent) {
      const block = e;
      if (allPoints.some((o) => o !== p && o.tok.amount > 0 && !o.struck && !o.hidden && !kind.test(o.before) && page.contains(block, o.el))) return true;
    }
    return false;
  };
  const points = allPoints.filter((p) => !insideTable(p.el) && !(REGULAR_BEFORE.test(p.before) && beside(p, REGULAR_BEFORE)) && !(INTRO_BEFORE.test(p.before) && beside(p, INTRO_BEFORE)));
  const marked = new Map<HElement, number>();
  for (const p of points) {
    let e: HElement | null = p.el;
    for (let i = 0; e && i < 300; i++, e = e.parent) marked.set(e, (marked.get(e) ?? 0) + 1);
  }
  const groups = new Map<HElement, Set<HElement>>();
  /** The container of the group each point joined. */
  const grouped = new Map<Point, HElement>();
  const pricedChildren = new Map<HElement, number>();
  for (const p of points) {
    let a: HElement = p.el;
    for (let i = 0; a.parent && a.parent.tag !== "#root" && i < 40; i++, a = a.parent) {
      const c: HElement = a.parent;
      let priced = pricedChildren.get(c);
      if (priced === undefined) {
        priced = 0;
        for (const ch of c.children) if (ch.kind === "element" && marked.has(ch)) priced++;
        pricedChildren.set(c, priced);
      }
      if (priced >= 2 && cardCandidate(page, a)) {
        let set = groups.get(c);
        if (!set) groups.set(c, (set = new Set()));
        set.add(a);
        grouped.set(p, c);
        break;
      }
    }
  }
  /**
   * Rows so formed of one priced card and its free twins only (round 89f): a "Free" / "Pro $6/mo"
   * pair of div cards, no heading element in either, inside one of the page's sections that each say
   * the price again (a price band, the pair's section, a closing note). The nesting rule below lets
   * an inner group win only with two headed cards, so the pair lost to the sections' group and its
   * price was read off the band, named after the product. A free twin makes the pair a plan row.
   * (Not a contact twin: beside a contact card, the whole page's sections are read better as they were.)
   */
  const besideFree = new Set<HElement>();
  // A lone priced card beside priceless ones ("Free" / "Pro $10" / "Enterprise: contact us"). Also
  // when its price already joined a group of whole page sections (a "Personal — Free / Commercial
  // — $50" row in one section, a priced box in another): the row, with its "Free" or "Contact
  // sales" twins, is a group of its own, and the section group holding it gives way to it.
  for (const p of points) {
    if (p.hidden || p.struck) continue;
    const outer = grouped.get(p);
    let a: HElement = p.el;
    // Past the priced card's own header and body (below): from there on only a free card with no
    // figure in it is a twin — a card priced in a way no point reads ("+$4" add-ons) is none.
    let pastOwnBlocks = false;
    for (let i = 0; a.parent && a.parent.tag !== "#root" && i < 10; i++, a = a.parent) {
      const c: HElement = a.parent;
      if (c === outer) break;
      // A card grid has a handful of children; a container of thousands is no grid (and would cost a scan per point).
      if (c.children.length > MAX_CARDS_PER_GROUP * 4) continue;
      // A twin opens with a heading, or (round 16b) is built like the card and names itself in a
      // name-classed element ("tier-name"): cards of divs with no heading element at all.
      // (Inside a group already formed, a heading that holds the price is the price set large,
      // "<span class="h1">$100</span>", not a title: the price's row in a card's list of headed
      // bullets is no card beside them, round 86c. A lone priced card may be headed by its price.)
      const headed = (ch: HElement) => (outer ? headingsIn(page, ch).some((h) => !marked.has(h)) : headingsIn(page, ch).length > 0);
      const twins = c.children.filter((ch): ch is HElement => ch.kind === "element" && ch.tag === a.tag && (headed(ch) || (similarClasses(a, ch) && namedByClass(page, ch))));
      if (twins.length >= 2 && twins.includes(a)) {
        // Only beside a "Free" or "Contact sales" twin: a priced page section beside other
        // headed sections (a hero restating the price above a table) is no plan row.
        const freeOrContact = twins.filter((t) => t !== a && !marked.has(t) && (pastOwnBlocks ? priceless(page, t) === "free" && !hasFigure(t) : priceless(page, t) !== null || unpricedTwin(page, t, [a]) || priceSlotTwin(page, t, [a], points)));
        if (!outer && freeOrContact.length) groups.set(c, new Set([a]));
        else if (outer && freeOrContact.length && !groups.has(c)) {
          groups.set(c, new Set([a, ...freeOrContact]));
          if (freeOrContact.every((t) => priceless(page, t) === "free")) besideFree.add(c);
        }
        // Twins with neither a free or contact card nor a price of their own are the priced card's
        // own blocks — its header (name and price) and its body under a sub-heading ("What's
        // included") — not a row of cards: the row, and the free card beside it, is further out
        // (session 42, part 96e). Twins with a figure are a row or sections, and stop the search as before.
        if (freeOrContact.length || twins.some((t) => t !== a && (marked.has(t) || hasFigure(t)))) break;
        pastOwnBlocks = true;
      }
    }
  }
  if (groups.size === 0) for (const [c, cards] of pricelessGroups(page)) groups.set(c, cards);
  // Groups nest two ways. Whole sections that each hold prices contain the real card grid: the
  // inner group wins when its cards open with headings. Or a card's own price block (monthly
  // and annual side by side) looks like a group: the outer group of cards wins.
  // A card is headed by a heading that titles it: a heading holding a price is the card's price
  // line set large ("<h1>$10/mo</h1>", "<h6>$100 / yr</h6>"), not a card's title (round 23a).
  const titled = (c: HElement) => headingsIn(page, c).some((h) => !marked.has(h));
  const headedCount = new Map<HElement, number>();
  const headed = (container: HElement, set: Set<HElement>) => {
    let n = headedCount.get(container);
    if (n === undefined) headedCount.set(container, (n = [...set].filter((c) => titled(c)).length));
    return n;
  };
  // A grid of plan cards: two or more priced cards, each with something to click (not a card's
  // second price line, nor a band's stat tiles or a form's summary rows).
  const pricedGrid = (set: Set<HElement>) => {
    const priced = [...set].filter((c) => marked.has(c));
    return priced.length >= 2 && priced.every((c) => hasAction(page, c));
  };
  // One card with a second price line of its own ("$10 in credits included", "then $5/mo") forms
  // a little group inside itself, and so drops out of its row of cards: a group whose container
  // is a sibling (same tag) of another group's cards, without two headed cards of its own, is a
  // card of that group — unless it is a row of three or more named cards built alike (round 31h,
  // named-card-row.ts: cards of divs name themselves without a heading element).
  for (const [container, set] of groups) {
    const tags = new Set([...set].map((c) => c.tag));
    for (const [other, otherSet] of groups) {
      // (Nor a band of the page holding a grid of priced cards beside the hero: a band is never a
      // card, round 89c, page-sections.ts.)
      if (other === container || other.parent !== container || !tags.has(other.tag) || set.has(other) || headed(other, otherSet) >= 2 || (pageBand(other) && pricedGrid(otherSet) && [...set].some((c) => landmarkBand(page, c))) || namedCardRow([...otherSet], similarClasses, (c) => cardLines(page, c))) continue;
      set.add(other);
      groups.delete(other);
    }
  }
  // The same little group deeper down (round 21a): the card's price block ("$24.95 /year" over
  // "That's only $2.08/month") sits in the card's body, a few levels under the row's child — the
  // row then holds that group outside its own cards and was dropped as page sections. The row's
  // child holding the little group, of its cards' tag, is a card of the row.
  for (const [container, set] of groups) {
    // Only a row of cards, each with a price or two: whole page sections holding many prices stay
    // what the rule below makes of them.
    if ([...set].some((c) => (marked.get(c) ?? 0) > 3)) continue;
    const tags = new Set([...set].map((c) => c.tag));
    for (const [other, otherSet] of groups) {
      if (other === container || set.has(other) || !priceBlock(other, otherSet, marked) || headed(other, otherSet) >= 2 || !page.contains(container, other)) continue;
      let k: HElement | null = other;
      // Within a card: at most three levels from the row's child down to the price block.
      for (let i = 0; k && k.parent !== container && i < 3; i++) k = k.parent;
      // And the little group holds every price of that child: a page section with more prices is no card.
      // Built like the row's cards (their classes), not a page section beside them.
      // (A band of the page holding a grid of priced cards is no card of a row: round 89c.)
      if (!k || k.parent !== container || !tags.has(k.tag) || (pageBand(k) && pricedGrid(otherSet) && [...set].some((c) => landmarkBand(page, c))) || marked.get(k) !== marked.get(other) || [...set].some((c) => page.contains(c, other)) || ![...set].some((c) => similarClasses(c, k!))) continue;
      set.add(k);
      groups.delete(other);
    }
  }
  // When every card of the row has two price lines of its own ("$2.99/mo for the first year" /
  // "Renews at $10.99/mo"), every card is such a little group and no row forms: sibling groups of
  // one tag whose containers open with a heading and whose own "cards" have none are that row.
  const rowOf = new Map<HElement, HElement[]>();
  for (const [container, set] of groups) {
    if (!container.parent || groups.has(container.parent) || headed(container, set) > 0 || headingsIn(page, container).length === 0) continue;
    const row = rowOf.get(container.parent);
    if (row) row.push(container);
    else rowOf.set(container.parent, [container]);
  }
  for (const [parent, containers] of rowOf) {
    const row = containers.filter((c) => c.tag === containers[0].tag);
    if (row.length < 2) continue;
    for (const c of row) groups.delete(c);
    groups.set(parent, new Set(row));
  }
  liftPriceBlocks(page, groups, marked, headed);
  const dropped = new Set<HElement>();
  for (const [container, set] of groups) {
    const cards = [...set];
    for (const [other, otherSet] of groups) {
      if (other === container || !cards.some((c) => page.contains(c, other))) continue;
      // (The page's own bands — hero, pricing section — holding a grid of priced cards: the grid
      // wins, headed or not, for a band is never a plan card; round 89c, page-sections.ts. A row of
      // one priced card and its free twins wins the same way: round 89f.)
      // (Nor does a box that is a card row of its own, beside the plans' table as their narrow-screen
      // copy: the row wins, round 105h, card-row-copy.ts.)
      if (headed(other, otherSet) >= 2 || (pageBandRun(page, cards) && pricedGrid(otherSet)) || besideFree.has(other) || cardRowCopy(cards, other, otherSet, (c) => titled(c) || namedByClass(page, c), similarClasses)) dropped.add(container);
      else dropped.add(other);
    }
  }
  // A group whose container holds another group's grid outside its own cards is made of page
  // sections beside that grid (an AI add-on banner, a comparison section), not of plan cards.
  for (const [container, set] of groups) {
    if (dropped.has(container)) continue;
    for (const other of groups.keys()) {
      if (other === container || dropped.has(other) || !page.contains(container, other)) continue;
      if (![...set].some((c) => page.contains(c, other))) {
        dropped.add(container);
        break;
      }
    }
  }
  const out: CardGroup[] = [];
  for (const [container, set] of groups) {
    if (dropped.has(container)) continue;
    // Cards under an "Add-ons" / "Extras" heading (before the group, or opening it) are not plans.
    const first = [...set].reduce((a, b) => (b.order < a.order ? b : a));
    const context = headingBefore(page, first.order, 3);
    // (In any language addon-words.ts knows: "Options additionnelles", "Zusatzmodule", round 21b.)
    if (context && (ADDON_HEADING.test(context.text) || addonHeading(context.text)) && !calculatorOverPlans(page, context.text, set)) continue;
    // Or in the eyebrow over a slogan heading ("Add-ons" over "Top up what you need"; round 31e).
    const eyebrow = context ? eyebrowOf(page, context) : null;
    if (eyebrow && (ADDON_HEADING.test(eyebrow) || addonHeading(eyebrow)) && !calculatorOverPlans(page, eyebrow, set)) continue;
    // Or under a title that names only a kind of extra sold beside plans priced before it
    // ("Professional Services", "Optional Modules"), in a page with no section around it (round 112d).
    if (context && extrasHeading(page, context)) continue;
    const tags = new Set([...set].map((c) => c.tag));
    const cards: HElement[] = [];
    const unpriced = new Set<HElement>();
    for (const ch of container.children) {
      if (ch.kind !== "element") continue;
      if (set.has(ch)) {
        cards.push(ch);
        if (!marked.has(ch) && !priceless(page, ch) && unpricedTwin(page, ch, [...set])) unpriced.add(ch);
      } else if (tags.has(ch.tag) && !marked.has(ch) && priceless(page, ch)) cards.push(ch);
      else if (tags.has(ch.tag) && !marked.has(ch) && (unpricedTwin(page, ch, [...set]) || priceSlotTwin(page, ch, set, points))) {
        cards.push(ch);
        unpriced.add(ch);
      }
      if (cards.length > MAX_CARDS_PER_GROUP) break;
    }
    if (cards.length > MAX_CARDS_PER_GROUP) continue;
    out.push({ container, cards, own: null, toggle: null, explicit: false, unpriced });
  }
  out.sort((a, b) => a.container.order - b.container.order);
  const kept = out.slice(0, MAX_GROUPS);
  for (const g of kept) {
    g.own = groupVariant(page, g.container);
    if (g.own === null) g.toggle = toggleState(page, g.container);
  }
  return kept;
}

/**
 * A card's own price block taken for a group (round 21a): two elements, two or three prices
 * ("$24.95 /year" and "That's only $2.08/month"). A grid of three or more cards is a real group.
 */
const priceBlock = (container: HElement, set: ReadonlySet<HElement>, marked: ReadonlyMap<HElement, number>) => set.size === 2 && (marked.get(container) ?? 0) <= 3;

/**
 * Round 21a: a row whose every priced card holds its two price lines in a block of its own ("$33
 * per month for an annual plan" beside "$39 per month for a monthly plan", under the card's name)
 * forms only those blocks as groups, each a few levels under the row's child, and no row at all
 * (the sibling rule above reaches one level). The lowest element holding two or more such blocks
 * in distinct children of one tag, each child named by a heading that holds no price, is the row:
 * its children are the cards. Blocks inside another group's card are left to the nesting rule.
 */
function liftPriceBlocks(page: Page, groups: Map<HElement, Set<HElement>>, marked: ReadonlyMap<HElement, number>, headed: (c: HElement, set: Set<HElement>) => number): void {
  const inner = [...groups].filter(([c, set]) => priceBlock(c, set, marked) && headed(c, set) < 2 && ![...groups].some(([o, os]) => o !== c && [...os].some((card) => page.contains(card, c)))).map(([c]) => c);
  if (inner.length < 2) return;
  const reach = new Map<HElement, Map<HElement, HElement[]>>();
  for (const c of inner) {
    let a: HElement = c;
    for (let i = 0; i < 4 && a.parent && a.parent.tag !== "#root"; i++, a = a.parent) {
      const byChild = reach.get(a.parent) ?? new Map<HElement, HElement[]>();
      reach.set(a.parent, byChild);
      byChild.set(a, [...(byChild.get(a) ?? []), c]);
    }
  }
  const used = new Set<HElement>();
  // Deepest first: the lowest common element is the row, not the page section around it.
  for (const [row, byChild] of [...reach].sort((x, y) => y[0].order - x[0].order)) {
    const children = [...byChild.keys()];
    if (children.length < 2 || row.children.length > MAX_CARDS_PER_GROUP * 4 || new Set(children.map((k) => k.tag)).size !== 1) continue;
    const blocks = [...byChild.values()].flat();
    // One block per card, holding every price of its card (a page section with more prices is no card).
    if (blocks.some((b) => used.has(b)) || children.some((k) => byChild.get(k)!.length !== 1 || byChild.get(k)![0] === k || marked.get(k) !== marked.get(byChild.get(k)![0]))) continue;
    if (!children.every((k) => headingsIn(page, k).some((h) => !marked.has(h)) && similarClasses(k, children[0]))) continue;
    for (const b of blocks) {
      used.add(b);
      groups.delete(b);
    }
    groups.set(row, new Set(children));
  }
}

/**
 * Pages that show no price at all ("Get a quote" on every package): sibling blocks of one tag that
 * each open with a heading and say "Free" or "Contact sales"-like words in a short line.
 */
function pricelessGroups(page: Page): Map<HElement, Set<HElement>> {
  const out = new Map<HElement, Set<HElement>>();
  const zones = new Map<HElement, Zone>();
  for (const h of page.headings) {
    let a: HElement = h.el;
    for (let i = 0; a.parent && a.parent.tag !== "#root" && i < 5; i++, a = a.parent) {
      const c: HElement = a.parent;
      if (out.has(c)) break;
      const sibs = c.children.filter((x): x is HElement => x.kind === "element" && x.tag === a.tag);
      if (sibs.length < 2 || !sibs.includes(a)) continue;
      const cards = sibs.filter((x) => headingsIn(page, x).length > 0 && priceless(page, x) !== null && page.text(x, "all").length < 1500);
      // Twins of those cards that show no price at all ("Free" beside "Pro — coming soon") join them.
      const twins = cards.length ? sibs.filter((x) => !cards.includes(x) && unpricedTwin(page, x, cards)) : [];
      if (cards.length + twins.length >= 2 && zoneOf(page, c, zones) === null) {
        out.set(c, new Set(sibs.filter((x) => cards.includes(x) || twins.includes(x))));
        break;
      }
    }
  }
  return out;
}

/**
 * A percentage a bullet gives as what a feature saves, not a rate the card charges: "40% cost
 * reduction", "20% off", "30% discount". Bounded. ("Save 10% on a yearly term" is left a rate: on a
 * card without a figure it is the card's billing terms, which the page does not price.)
 */
const SAVING_PERCENT = /\b\d{1,3}[ \u00a0]?%[ \u00a0](?:off|discount|cost reduction|cheaper|savings?)\b/gi;

/**
 * A card that publishes no price ("Pro — coming soon", "R$ — /mês", a card with only bullets and a
 * button) beside priced or free cards it is built like: same tag and first class as one of them,
 * a heading that can be a plan name, bullets or a button, and no price of its own. It is a plan
 * whose price the page does not give (amount null, not contact sales).
 */
function unpricedTwin(page: Page, t: HElement, like: HElement[]): boolean {
  if (page.isHidden(t) || !like.some((l) => l !== t && l.tag === t.tag && similarClasses(l, t))) return false;
  // Any price in it (a unit price, a percentage of revenue) prices it by use: not a card without a price.
  // (Round 86k: a percentage a bullet gives as a saving, "Bulk orders (40% cost reduction)", prices nothing.)
  if (spanOf(page, t) > 2000 || findPrices(page.text(t, "all")).length > 0 || /\d\s?%/.test(page.text(t, "all").replace(SAVING_PERCENT, ""))) return false;
  const h = headingsIn(page, t)[0];
  if (!h || h.tag === "h1" || !planName(page.text(h, "all"))) return false;
  const end = page.subtreeEnd(t);
  let bullets = false;
  for (let o = t.order; o <= end && o - t.order < 2000 && !bullets; o++) bullets = page.doc.elements[o - 1].tag === "li";
  return bullets || hasAction(page, t);
}

/**
 * Round 15 (docs/intel.md, "Round 15, part b"): a card built like a priced sibling (same tag,
 * similar classes) whose price slot — the element that holds the sibling's price, found by its
 * class, from the price up to the card — holds a few words and no figure ("Personal offer",
 * "Coming soon", "Sur-mesure", in any language), under a name of its own. It is a plan whose
 * price the page does not print. The slot, not a word list, says where a price would be; a card
 * with any figure in it, or whose slot holds its name, is not one.
 */
function priceSlotTwin(page: Page, t: HElement, like: Iterable<HElement>, points: readonly Point[]): boolean {
  if (page.isHidden(t) || spanOf(page, t) > 2000) return false;
  const text = page.text(t, "all");
  if (findPrices(text).length > 0 || /\d\s?%/.test(text)) return false;
  const end = page.subtreeEnd(t);
  for (const c of like) {
    if (c === t || c.tag !== t.tag || !similarClasses(c, t)) continue;
    const p = points.find((q) => !q.hidden && !q.struck && page.contains(c, q.el));
    if (!p) continue;
    for (let e: HElement | null = p.el, i = 0; e && e !== c && i < 6; e = e.parent, i++) {
      const cls = (e.attrs.class ?? "").trim();
      if (!cls) continue;
      let slot: HElement | null = null;
      for (let o = t.order + 1; o <= end && o - t.order < 400 && !slot; o++) {
        const x = page.doc.elements[o - 1];
        if ((x.attrs.class ?? "").trim() === cls) slot = x;
      }
      if (!slot) continue;
      const words = page.text(slot, "all").replace(/\s+/g, " ").trim();
      if (words.length < 2 || words.length > 40 || !/\p{L}{2}/u.test(words) || /\d/.test(words)) return false;
      // The card's name: a line before the slot that can name a plan, and is not the slot's words.
      const before = cardLines(page, t, page.range(slot, shownStream(page, t))[0]);
      return before.some((l) => l !== words && !words.includes(l) && planName(l) !== null);
    }
  }
  return false;
}

/** Whether one of a card's first elements carries a name class ("tier-name", "plan-title"). */
function namedByClass(page: Page, card: HElement): boolean {
  return classedName(page, card) !== null;
}

/** The text of the first name-classed element inside `card` (namedByClass's), or null. */
function classedName(page: Page, card: HElement): string | null {
  const end = page.subtreeEnd(card);
  for (let o = card.order + 1; o <= end && o - card.order < 40; o++) {
    const e = page.doc.elements[o - 1];
    const cls = e.attrs.class ?? "";
    // ("pricing-card-tier": a class that ends in "tier" holds the tier's name.)
    if (NAME_CLASS.test(cls) || /[-_]tier(?:$|\s)/i.test(cls)) return page.text(e, "all");
  }
  return null;
}

/** Built alike: at least half the class names of the one with fewer are the other's too ("card" and "card card--soon"). */
function similarClasses(a: HElement, b: HElement): boolean {
  const ca = new Set((a.attrs.class ?? "").split(/\s+/).filter(Boolean));
  const cb = (b.attrs.class ?? "").split(/\s+/).filter(Boolean);
  if (ca.size === 0 || cb.length === 0) return false;
  const shared = cb.filter((c) => ca.has(c)).length;
  return shared * 2 >= Math.min(ca.size, cb.length);
}

/**
 * The heading over a card's set of cards: the nearest heading before the card of a higher level
 * than the card's own name heading ("Pricing Table Per Student" over cards titled by an h4); null
 * when the card is not named by a heading.
 */
function setHeading(page: Page, card: HElement, nameEl: HElement): string | null {
  const level = /^h([1-6])$/.exec(nameEl.tag)?.[1];
  if (!level || Number(level) < 2) return null;
  return headingBefore(page, card.order, Number(level) - 1)?.text ?? null;
}

/** A card with no price: "Free" or "Custom"/"Contact sales" in a short line, and a name. */
function priceless(page: Page, card: HElement): "free" | "contact" | null {
  const all = cardLines(page, card);
  const lines = all.slice(0, 12);
  if (lines.some((l) => l.length <= 40 && contactLine(l))) return "contact";
  // A long card's contact button comes after its bullets ("CONTACT SALES" under twenty lines); a
  // bare "Custom" that far down is a bullet's value, not the price.
  if (all.slice(12).some((l) => l.length <= 40 && contactLine(l) && !/^custom\b/i.test(l))) return "contact";
  if (lines.some((l) => l.length <= 60 && freeLine(l))) return "free";
  // "Free" and a short note in one price slot ("Free · Invite-only"): round 33, part d.
  if (freeWordSlot(page, card, lines)) return "free";
  // "Personal - Free": the name and "Free" on one line.
  if (lines.slice(0, 2).some((l) => l.length <= 40 && NAMED_FREE_LINE.test(l))) return "free";
  // The name slot saying "Free" (round 89f): "<span class="name">Free</span>" and a tag "Open
  // source · forever" on one flex row run into one line, which no free line above reads.
  const named = classedName(page, card);
  if (named !== null && FREE_LINE.test(named.trim())) return "free";
  return null;
}

/** A short line whose last price is by the unit: "$0.001 $10 per 10,000 credits", "€2 per seat". */
function usagePriceLine(l: string): boolean {
  if (l.length > 80) return false;
  const toks = findPrices(l);
  const last = toks[toks.length - 1];
  return last !== undefined && USAGE_UNIT.test(l.slice(last.end));
}

interface Priced {
  amount: number;
  currency: string;
  point: Point;
}

/**
 * Round 13 (docs/intel.md, "Round 13, part b"): the card's own button names the plan ("Choose
 * Team", "Contratar Standard") and names another of the card's lines above the price than the one
 * read as its name — a tagline set as the card's heading, a badge over the tier: the button's line
 * is the name. Only between short lines (three words at most) of the card before its price, only
 * when no button of the card names the name read (a button "Start Pro" under "Pro" confirms it),
 * and only when the buttons name one line. (Letting a longer heading be overruled too renamed a
 * "Start" card after the "free" of its button "Start for free", in another language: dropped.)
 */
function actionNamed(page: Page, card: HElement, end: number, firstPriceAt: number, read: CardNameAt): CardNameAt | null {
  const [cardStart] = page.range(card, "all");
  if (!(firstPriceAt > cardStart) || firstPriceAt === Infinity) return null;
  const lines = page.all.slice(cardStart, Math.min(firstPriceAt, cardStart + 600)).split("\n").map((l) => l.trim()).filter(Boolean);
  const keys = new Map<string, string>();
  for (const l of lines) {
    const n = planName(l, 3);
    // (Round 92d: a ribbon over the title, "Community Tier" in a badge over "Free Community", is
    // set on the card to sell it, never the tier a button names: a button "Join the Community"
    // echoes the ribbon's word, and the title it also echoes stays the name.)
    if (n && !CONTACT_LINE.test(n) && !CTA.test(n) && !badgeLine(page, card, l)) keys.set(planKey(n), n);
  }
  const readKey = planKey(read.name);
  if (keys.size < 2) return null;
  const named = new Set<string>();
  for (let o = card.order + 1; o <= end && o - card.order < 400; o++) {
    const e = page.doc.elements[o - 1];
    if (!e || !(e.tag === "a" || e.tag === "button" || e.attrs.role === "button")) continue;
    const words = page.text(e, "all").replace(/\s+/g, " ").trim().split(" ");
    if (words.length < 2 || words.length > 5) continue;
    // The button's last one to three words, after its verb: the plan it acts on.
    for (let k = 1; k <= Math.min(3, words.length - 1); k++) {
      const key = planKey(words.slice(-k).join(" "));
      if (key === readKey) return null;
      if (keys.has(key)) named.add(key);
    }
  }
  if (named.size !== 1) return null;
  const name = keys.get([...named][0]!)!;
  return { name, el: card };
}


/**
 * Whether two pieces of a name run into each other mid-word: a "Recover" tag does not cut
 * "Recovery Session" to "y Session". Scripts without case write names without spaces
 * ("专业版推荐"): no edge to ask for there.
 */
const glued = (a: string, b: string) => /[\p{Lu}\p{Ll}]$/u.test(a) && /^[\p{Lu}\p{Ll}]/u.test(b);

/**
 * Round 15 (docs/intel.md, "Round 15, part b"): the card's name without the words of a badge the
 * card marks by its class ("Most popular" set in a <span class="badge"> on the name's line, a
 * "Complete" pill inside the name's element), in any language: the class, not a word list, says it
 * is a badge. Only at the start or the end of the name, and only when a name remains.
 */
function withoutBadge(page: Page, card: HElement, end: number, name: string, nameEl?: HElement): string {
  // Round 86i: an element whose text is the name and nothing more holds no badge's words unless
  // the badge sits inside it: a badge of its own line over it that repeats the name's first word
  // ("Standart" over "Standart Paket") left "Paket".
  const ownText = nameEl && nameEl !== card ? page.text(nameEl, "all").replace(/\s+/g, " ").trim() : null;
  for (let o = card.order + 1; o <= end && o - card.order < 400; o++) {
    const e = page.doc.elements[o - 1];
    if (ownText === name && !page.contains(nameEl!, e)) continue;
    const words = page.text(e, "all").replace(/\s+/g, " ").trim();
    // (Or a pill with no such class whose words are a status or an action: round 31a, name-badge.ts.)
    if (!BADGE_CLASS.test(e.attrs.class ?? "") && !(e.children.every((c) => c.kind === "text") && badgePhrase(words))) continue;
    if (words.length < 2 || words.length > 30 || words === name) continue;
    // (On a word's edge only: see `glued`.)
    const head = name.slice(words.length);
    const tail = name.slice(0, -words.length);
    const rest = name.startsWith(words) && !glued(words, head) ? head : name.endsWith(words) && !glued(tail, words) ? tail : null;
    const n = rest === null ? null : planName(rest.replace(/^[\s·|:–—-]+|[\s·|:–—-]+$/g, ""));
    if (n) return n;
  }
  return name;
}

/**
 * The run of plan headings among a group's cards (round 98h, heading-run.ts): cards that are
 * headings of one level, two or more read priced with name, separator and price in the heading.
 * Walking outward from the priced run, an unread heading of the same level whose price slot is a
 * free or a quote word is read as that plan; the walk stops at the first heading that is neither.
 */
/** The most headings a run of plans spans, or reaches out to on either side (heading-run.ts). */
const MAX_HEADING_RUN = 24;

function headingRunPlans(page: Page, cards: HElement[], first: (ReturnType<typeof readCard>)[], byCard: Map<HElement, Point[]>): void {
  const pricedAt = cards.flatMap((c, i) => {
    const r = first[i];
    return /^h[1-6]$/.test(c.tag) && !page.isHidden(c) && r && r.amount !== null && r.amount > 0 && pricedHeadingName(page.text(c, "all"), (t) => planName(t)) !== null ? [c] : [];
  });
  if (pricedAt.length < 2 || !pricedAt.every((c) => c.tag === pricedAt[0]!.tag && c.parent === pricedAt[0]!.parent && c.parent !== null)) return;
  // The run: the priced headings' siblings of their level, in page order.
  const run = pricedAt[0]!.parent!.children.filter((c): c is HElement => c.kind === "element" && c.tag === pricedAt[0]!.tag);
  const lo = run.indexOf(pricedAt[0]!);
  const hi = run.indexOf(pricedAt[pricedAt.length - 1]!);
  // A plan list is short: a run spanning more headings than a page lists plans is a document's
  // outline, not a price list — and bounds the walk (each heading read splices into the cards).
  if (hi - lo > MAX_HEADING_RUN) return;
  const currency = first[cards.indexOf(pricedAt[0]!)]!.currency;
  const readAt = (h: HElement): boolean => {
    const at = cards.indexOf(h);
    if (at >= 0 && first[at]) return pricedAt.includes(h);
    if (page.isHidden(h)) return false;
    const u = unpricedHeadingPlan(page.text(h, "all"), (t) => planName(t));
    if (!u) return false;
    const free = u.kind === "free";
    const r = fact(page, h, { name: u.name, amount: free ? 0 : null, annual_amount: null, list_amount: null, currency: free ? currency : null, period: null, per_user: false, free, trial_days: null, contact_sales: !free, price_text: free ? "Free" : "Custom", features: [] });
    if (at >= 0) first[at] = r;
    else {
      // (A heading the grouping left out takes its place among the cards in page order.)
      let i = cards.findIndex((c) => c.order > h.order);
      if (i < 0) i = cards.length;
      cards.splice(i, 0, h);
      first.splice(i, 0, r);
      byCard.set(h, []);
    }
    return true;
  };
  for (let i = lo + 1; i < hi; i++) readAt(run[i]!);
  for (let i = lo - 1; i >= 0 && lo - i <= MAX_HEADING_RUN && readAt(run[i]!); i--);
  for (let i = hi + 1; i < run.length && i - hi <= MAX_HEADING_RUN && readAt(run[i]!); i++);
}

/**
 * Round 105c: whether a card's blocks are a grid of like tiles — three or more, each of one tag,
 * class and run of child tags, each with a heading of its own: a section of feature tiles read as
 * one card, not a card's name block, price block and list.
 */
function likeTiles(page: Page, kids: readonly HElement[]): boolean {
  if (kids.length < 3 || kids.length > 24) return false;
  const sig = (c: HElement) => `${c.tag}.${c.attrs.class ?? ""}>${c.children.filter((k): k is HElement => k.kind === "element").map((k) => k.tag).join(",")}`;
  const first = sig(kids[0]!);
  return kids.every((c) => sig(c) === first && headingsIn(page, c).length > 0);
}

function readCard(page: Page, card: HElement, cardPoints: Point[], group: Pick<CardGroup, "own" | "toggle" | "explicit" | "unpriced" | "shared">, slotNamed?: CardNameAt): Omit<PlanFact, "features" | "source"> & { features: string[] } | null {
  const end = page.subtreeEnd(card);
  const firstAt = Math.min(...cardPoints.map((p) => p.tok.index));
  // (A name the group's template gives the card, slot-names.ts, is read as it stands.)
  const read = slotNamed ?? cardName(page, card, end, firstAt);
  const found = read && !slotNamed ? (actionNamed(page, card, end, firstAt, read) ?? read) : read;
  const named = found && (slotNamed ? found : { ...found, name: withoutBadge(page, card, end, found.name, found.el) });
  if (!named || ADDON_NAME.test(named.name) || ADDON_TAIL.test(named.name)) return null;
  // A card named by a worked sum's or a saving's label ("Total upfront fee (12 mo bookkeeping)",
  // "Durchschnittliche Ersparnis" over "317 €") holds a figure worked out for the visitor, not a
  // plan: read no plan from it, rather than a name from its next line (round 112d, sum-label.ts).
  if (sumOrSavingLabel(named.name)) return null;
  // A heading over several priced entries, each labelled, names none of them (round 42c, section-entries.ts).
  if (!slotNamed || slotNamed.byParallel) {
    const nameStart = named.el !== card ? page.range(named.el, "all")[0] : page.all.indexOf(named.name, page.range(card, "all")[0]);
    const shown = cardPoints.filter((p) => !p.hidden && !p.struck).map((p) => ({ at: p.tok.index, el: p.el }));
    if (nameStart >= 0 && pricedEntriesUnderName(page, card, shown, nameStart)) return null;
  }
  // The "card" is a grid: its name is the heading of one block in it ("Forex — coming soon") and
  // its price sits in another block under a heading of its own. Neither name goes with the price.
  const priced = cardPoints.find((p) => !p.hidden && !p.struck);
  if (priced) {
    // (Through wrappers of one child: the blocks side by side inside the card.)
    let kids = card.children.filter((c): c is HElement => c.kind === "element");
    while (kids.length === 1) kids = kids[0].children.filter((c): c is HElement => c.kind === "element");
    const childOf = (el: HElement) => kids.find((c) => page.contains(c, el));
    // (A name read from the card's first lines: the block whose text holds it.)
    const nameStart = page.all.indexOf(named.name, page.range(card, "all")[0]);
    const nameChild = named.el !== card ? childOf(named.el) : kids.find((c) => nameStart >= 0 && page.range(c, "all")[0] <= nameStart && nameStart < page.range(c, "all")[1]);
    const priceChild = childOf(priced.el);
    // (A heading set inside a list item is a bullet, not a block's title: a card whose bullets are
    // headings, "<li><h4>500k page views</h4></li>", under its price, round 86c.)
    const bullet = (c: HElement, h: HElement) => {
      for (let e: HElement | null = h.parent, i = 0; e && e !== c && i < 8; e = e.parent, i++) if (e.tag === "li") return true;
      return false;
    };
    const ownName = (c: HElement, bullets = true) =>
      headingsIn(page, c).some((h) => (bullets || !bullet(c, h)) && findPrices(shownText(page, h)).length === 0 && planName(shownText(page, h), 7) !== null) ||
      (named.el === card && kids.length >= 3 && ((l) => !!l && findPrices(l).length === 0 && planName(l) !== null)(cardLines(page, c)[0]));
    if (nameChild && priceChild && nameChild !== priceChild && ownName(nameChild) && ownName(priceChild, false)) return null;
    // Round 105c: so is a grid of like tiles ("Email Support", "2,000 GB Storage", … each a heading
    // over a line), one of which tells the price in its text: the name is another tile's heading,
    // whatever the priced tile's heading says (a count is no name, but still its own title).
    if (nameChild && priceChild && nameChild !== priceChild && likeTiles(page, kids)) return null;
  }
  // The card's opening (name, tagline, price): a bullet such as "HIPAA as a paid add-on" says nothing.
  // (Up to its first bullet: a short card's list starts within 200 characters.)
  let opening = page.text(card, "all").slice(0, 200);
  for (let o = card.order; o <= end && o - card.order < 400; o++) {
    const e = page.doc.elements[o - 1];
    if (e.tag !== "li") continue;
    const cut = page.range(e, "all")[0] - page.range(card, "all")[0];
    if (cut > 0) opening = opening.slice(0, cut);
    break;
  }
  // An add-on sold next to the plans ("Add AI to any plan") or a customer quote is not a plan.
  if (ADDON_CARD.test(opening) || /^[“"«„]/.test(opening)) return null;
  // A card ticked by a checkbox beside plans picked by radio buttons is an extra (round 113f, ticked-option.ts).
  if (tickedOption(page, card, Math.min(...cardPoints.map((p) => p.el.order)))) return null;
  // Each clipped point's tail before list-tail.ts' cut, for the pack count its card's first bullet may hold.
  const packTails = new Map<Point, string>();
  const clip = (p: Point): Point => {
    // Billing words belong to this card: never read them from the next one.
    const cardEnd = page.range(card, p.stream)[1];
    // Nor from the card's list of what the plan includes ("1 month commercial support": list-tail.ts).
    const listAt = listItemAfter(page, card, p.el, p.tailAt, p.stream);
    const clipped = { ...p, tail: p.tail.slice(0, Math.max(0, Math.min(cardEnd - p.tailAt, listAt ?? Infinity))) };
    // (A pack's count in the list's first item, "200,000 credits", still says the price buys it once.)
    packTails.set(clipped, p.tail.slice(0, Math.max(0, cardEnd - p.tailAt)));
    return clipped;
  };
  let pts = cardPoints.filter((p) => named.carriesPrice || !(named.el !== card && page.contains(named.el, p.el))).map(clip);
  // A card whose only prices are struck by a class or id word alone ("full-price" beside an empty,
  // hidden sale block) shows them as the price charged (round 112a, named-list-price.ts).
  pts = unstruckWhenOnlyNamed(pts);
  // A hidden price in another currency is a currency switcher's other side, not a billing toggle.
  // (Its currency is the card's positive price's: a zero in another slot says nothing of it, zero-beside-price.ts.)
  const shownCurrency = (pts.find((p) => !p.hidden && !p.struck && p.tok.amount > 0) ?? pts.find((p) => !p.hidden && !p.struck))?.tok.currency;
  if (shownCurrency) pts = pts.filter((p) => p.tok.currency === shownCurrency);
  // "Total Price: ₹50" under a count field beside "₹1 /credit": a calculator's total for the field's
  // default, not the card's price (round 105b, calculator-total.ts) — on a card that prints its price
  // per a unit of use (read apart as a usage price, collectPoints), the total's only source.
  if (pts.some((p) => calculatorTotal(page, card, p.before)) && cardLines(page, card).some((l) => l.length <= 120 && findPrices(l).some((t) => t.amount > 0 && USAGE_UNIT.test(l.slice(t.end)))))
    pts = pts.filter((p) => !calculatorTotal(page, card, p.before));
  // "Only $1 a day", "Günde sadece 30 ₺" beside "$29/month": the card's price restated by the day
  // or hour, not a price of its own (round 16, part c).
  if (pts.some((p) => !p.struck && /^(?:month|year)$/.test(billingAfter(p.tail).period ?? ""))) pts = pts.filter((p) => !TIME_RATE.test(p.tail) && !PER_DAY_BEFORE.test(p.before));
  // "6 900 € /an" over "soit 575 €/mois": the year's price restated by the month is no monthly
  // price — the plan is sold by the year (round 82f, month-restatement.ts).
  // (The figure as the page restates it is the plan's annual side by the month: "1 242", not 14900 / 12.)
  const restated = monthRestatements(pts.map((p) => ({ amount: p.tok.amount, currency: p.tok.currency, before: p.before, period: billingAfter(p.tail).period, struck: p.struck })));
  const restatedMonth = pts.find((_, i) => restated.has(i))?.tok.amount ?? null;
  if (restated.size > 0) pts = pts.filter((_, i) => !restated.has(i));
  const cardText = page.text(card, "all");
  const trialMatch = TRIAL.exec(cardText.slice(0, 3000));
  const trial_days = trialMatch ? trialDays(trialMatch) : null;
  // A card at zero that opens as a trial ("$0 · 3-day trial") is a trial's card: no free plan (trial-card.ts).
  const trialCard = opensAsTrial(opening, TRIAL.test(opening));
  const { features, excluded } = featureItems(page, card, end);
  const base = { name: named.name, trial_days, features, ...(excluded.length ? { excluded } : {}), list_amount: null as number | null };

  // Only struck prices, and the card says it is free ("free" over a struck "$9/month"): a free
  // plan (the struck price is not kept as its list price: a free tier, not a promotion that ends).
  const struckOnly = pts.length > 0 && pts.every((p) => p.struck);
  // A contact card whose only figure is a floor written among or after its bullets ("Starting at
  // $72,000/year" under the list, a "Contact sales" button): the price is on request; the floor
  // is no plan price.
  const floorOnly = pts.length > 0 && pts.every((p) => /\b(?:start(?:s|ing)?\s+(?:at|from)|from)\s*$/i.test(p.before) && page.range(p.el, "all")[0] >= listStart(page, card, "all"));
  if (pts.length === 0 || (struckOnly && priceless(page, card) === "free") || (floorOnly && priceless(page, card) === "contact")) {
    // A footer column or a nav bar (every item a link) beside the cards is a menu, not a plan (link-menu.ts).
    if (pts.length === 0 && linkMenu(page, card)) return null;
    const kind = priceless(page, card);
    // A card that says no price at all is a plan the page announces without one only when it is a
    // card: one of the page's own sections beside priced ones (a quick start's steps, a refund
    // notice) passes the same shape test (round 52e, page-section.ts).
    if (!kind && group.unpriced?.has(card) && !pageSection(page, card)) {
      return { ...base, amount: null, annual_amount: null, currency: null, period: null, per_user: false, free: false, contact_sales: false, price_text: "", evidence: evidenceOf(page, card, named.name) };
    }
    if (!kind) return null;
    // Round 82b: a card with no plan price whose lines price something by the unit ("$10 per
    // 10,000 credits") is a usage price's box, not a plan to ask about, whatever button follows
    // it ("Book a demo").
    if (kind === "contact" && pts.length === 0 && cardLines(page, card).slice(0, 12).some(usagePriceLine)) return null;
    const line = cardLines(page, card).find((l) => (kind === "contact" ? contactLine(l) : freeLine(l))) ?? (kind === "free" ? freeWordSlot(page, card, cardLines(page, card).slice(0, 12)) : null) ?? "";
    return {
      ...base,
      amount: kind === "free" ? 0 : null,
      annual_amount: null,
      currency: null,
      period: null,
      per_user: false,
      free: kind === "free" && !trialCard,
      contact_sales: kind === "contact",
      price_text: line,
      evidence: evidenceOf(page, card, `${named.name} ${line}`),
    };
  }

  let monthly: Priced | null = null;
  let annual: Priced | null = null;
  let yearly: Priced | null = null;
  let once: Priced | null = null;
  const defaults: Priced[] = [];
  let list: number | null = null;
  let listPeriod: Period | null = null;
  const ordered = [...pts.filter((p) => !p.hidden), ...pts.filter((p) => p.hidden)];
  // (By the element that holds the price's last digit: a token read across slots, "USD$66.00", starts in the slot before.)
  const cycleOf = pts.length < 2 ? [] : cycleSlots(page, card, pts.map((p) => page.elementAt("all", p.tok.end - 1, p.tok.end)));
  const cycles = new Map(pts.flatMap((p, i) => (cycleOf[i] ? [[p, cycleOf[i]!] as const] : [])));
  // A regular price after a promotional one is the list price, like a struck one (only beside
  // another price: a lone "then $10/mo" after "Free for 14 days" is the price).
  const listed = (p: Point) => REGULAR_BEFORE.test(p.before) || listPriceWords(p);
  const regular = (p: Point) => listed(p) && pts.some((o) => o !== p && o.tok.amount > 0 && !o.struck && !o.hidden && !listed(o));
  for (const p of ordered) {
    // Beside the card's price, a price per a unit of its own ("5 listings · $150/listing") is what
    // each unit comes to, not another side of the plan's price.
    // Round 86i: not a pack's price for a count ("199 ₺ / 25 kredi") beside what each unit comes
    // to ("Kredi başına 7,96 ₺"): that figure per one unit is the one set aside (pack-unit-price.ts).
    if (pts.length > 1 && !p.struck && perOwnUnit(p.tok.raw + p.tail.split("\n")[0]) && !packBesideUnit(p, pts)) continue;
    if (pts.length > 1 && unitOfPack(p, pts)) continue;
    // A zero in another slot than the card's positive price is not its price (zero-beside-price.ts).
    if (zeroBesidePrice(p, pts)) continue;
    const b = billingAfter(p.tail);
    const priced = { amount: p.tok.amount, currency: p.tok.currency, point: p };
    // A price in a slot its markup pairs with a billing cycle's word (cycle-slots.ts, round 105f):
    // the monthly slot is the amount, the annual slot a year's total, any other cycle no side of ours.
    const cycle = cycles.get(p);
    if (cycle !== undefined && !p.struck) {
      if (cycle === "month") monthly ??= priced;
      else if (cycle === "year") yearly ??= priced;
      continue;
    }
    if (p.struck || regular(p)) {
      // "~~$39~~ USD/mo billed monthly" beside "$29 billed yearly": the struck price is the
      // monthly-billing side shown for comparison, not a list price.
      if (b.billedMonthly && !b.billedAnnually) monthly ??= priced;
      else if (list === null) {
        list = p.tok.amount;
        listPeriod = b.period;
      }
      continue;
    }
    const attr = variantFromAttrs(p.el, card.parent);
    // A price that lasts "forever" is bought once (round 100b, perpetual-licence.ts).
    if (b.period === "one_time" || (b.period === null && (oneTimeIn(cardText) || CREDIT_PACK.test(packTails.get(p) ?? p.tail) || (p.tok.amount > 0 && PAID_FOREVER_AFTER.test(p.tail))))) once ??= priced;
    // "billed monthly or annually": one price, both billing sides.
    else if (b.billedEither) {
      monthly ??= priced;
      annual ??= priced;
    }
    // Its own "billed monthly" beats the words before it ("billed annually ($6 billed monthly)").
    else if (b.billedMonthly && !b.billedAnnually && attr !== "annual") monthly ??= priced;
    else if ((b.period === "year" && !b.billedMonthly && attr !== "monthly") || (b.period === null && (YEARLY_TOTAL_BEFORE.test(p.before) || yearlyTotalBeforeWords(p.before)))) yearly ??= priced;
    else if (attr === "annual" || (b.billedAnnually && !b.billedMonthly)) annual ??= priced;
    else if (attr === "monthly" || b.billedMonthly) monthly ??= priced;
    else defaults.push(priced);
  }
  // Prices with no billing words of their own: a set of cards that is one billing side (a tab
  // panel), else the group's toggle state, says which side they are.
  // A card that leads with a price paid once ("$79 one-time") is sold once: a figure by the month
  // further down (another product's "$20/mo", "or €4.99/month", "No monthly fees") is no side of
  // its price (once-leads.ts).
  const leadsOnce = onceLeads(once?.point, pts);
  for (const d of defaults) {
    if (group.own === "annual") annual ??= d;
    else if (group.own === "monthly") monthly ??= d;
    else if (leadsOnce) continue;
    // The card's own price said again with no words ("$149 per year" over a button "Buy — $149"):
    // the same sum the card already priced by the year or once, not a monthly side of it (the button
    // made a yearly licence a month's price, and a set of it beside a card paid once "paid once").
    else if ([yearly, once].some((x) => x && x.amount === d.amount && x.currency === d.currency)) continue;
    // A card with no billing words among cards that have them: its price is just its price.
    else if (group.explicit && !annual && !monthly && !d.point.hidden) monthly = d;
    // On a switch served on its annual side, "$8.25 /mo" over "$99 billed annually": the figure
    // billed annually, twelve times the bare one (to the rounding of a cent a month), is the year's
    // total (round 76, part d) — the bare price is the annual side by the month, not a default
    // dropped behind the total. Any other figure ("$5" a seat type beside "$55") stays out of it.
    else if (group.toggle === "annual" && !d.point.hidden && annual && !yearly && yearOfMonths(annual.amount, d.amount)) {
      yearly = annual;
      annual = d;
    } else if (group.toggle === "annual" && !d.point.hidden) annual ??= d;
    else if (group.toggle === "annual" && d.point.hidden) monthly ??= d;
    else if (group.toggle === "monthly" && d.point.hidden) annual ??= d;
    else if (!monthly) monthly = d;
    // Two variants with no words, one hidden: the cheaper one is the annual-billing price.
    else if (!annual && d.amount !== monthly.amount && d.point.hidden !== monthly.point.hidden) {
      if (d.amount < monthly.amount) annual = d;
      else [annual, monthly] = [monthly, d];
    }
  }
  // The card's own words pair a price billed annually with one billed monthly ("$20 … if billed
  // annually. $25 if billed monthly"): they say which side is which, over a theme class or a
  // hidden state (billing-pair.ts).
  const pair = billingPair(pts);
  if (pair) {
    monthly = { amount: pair.monthly.tok.amount, currency: pair.monthly.tok.currency, point: pair.monthly };
    annual = { amount: pair.annual.tok.amount, currency: pair.annual.tok.currency, point: pair.annual };
  }
  // "~~$30~~ $12/member/month, billed annually" with no other monthly price: the struck figure is
  // the monthly-billing price shown for comparison, not a list price the promo replaces.
  if (!monthly && annual && list !== null && list > annual.amount && listPeriod !== "year" && listPeriod !== "one_time") {
    monthly = { amount: list, currency: annual.currency, point: annual.point };
    list = null;
  }
  // Two visible/hidden variants with no words: the cheaper one is the annual-billing price.
  if (monthly && annual && annual.amount > monthly.amount && annual.point.hidden !== monthly.point.hidden && !variantFromAttrs(annual.point.el, card.parent)) [monthly, annual] = [annual, monthly];

  // An "annual" figure several times the monthly one is the yearly total ("$96 billed annually").
  if (monthly && annual && annual.amount > monthly.amount * 3) {
    yearly ??= annual;
    annual = null;
  }
  // A card named as its billing term ("Cloud Annual") shows its yearly total and restates it by
  // the month: the plan is the yearly one, priced by its total (term-card.ts).
  const termCard = yearlyTermCard(named.name, yearly && { amount: yearly.amount, tail: yearly.point.tail }, (monthly ?? annual)?.amount);
  if (termCard) {
    monthly = null;
    annual = null;
  }
  // data-monthly / data-annual hold the two billing sides only where the page offers that choice:
  // a theme's switch relabelled "Helpdesk Only / Managed" keeps another service level there.
  const dataPrices = sidesMeetShown(periodChoice(page) ? dataAttributePrices(page, card, end) : { monthly: null, annual: null }, [monthly, annual, yearly]);
  let amount: number | null;
  let annualAmount: number | null = dataPrices.annual ?? annual?.amount ?? null;
  let period: Period | null;
  let primary: Priced | undefined;
  if (once && !monthly && !annual) {
    primary = once;
    amount = once.amount;
    period = "one_time";
  } else if (monthly || dataPrices.monthly !== null) {
    primary = monthly ?? annual ?? yearly ?? once ?? defaults[0];
    amount = monthly?.amount ?? dataPrices.monthly;
    period = "month";
    if (annualAmount === null && yearly) annualAmount = round2(yearly.amount / 12);
    // The price shown "/month" is the annual side its own markup pairs with a dearer monthly one
    // (`data-monthly-price="110€" data-annual-price="99€">99€`): the plan's amount is the monthly side.
    const pairedMonthly = monthly && periodChoice(page) ? attributeMonthlySide(monthly.point.el, monthly.amount) : null;
    if (pairedMonthly !== null) {
      annualAmount = amount;
      amount = pairedMonthly;
    }
  } else if (annual) {
    primary = annual;
    amount = annual.amount;
    period = billingAfter(annual.point.tail).period === "year" ? "year" : "month";
    if (period === "year") annualAmount = round2(annual.amount / 12);
    // A switch served annually, no monthly figure in the card: maybe none on the page (annual-side-only.ts).
    else if (group.toggle === "annual") noteAnnualSideOnly(page, annual.amount, annual.currency);
  } else if (yearly) {
    primary = yearly;
    amount = yearly.amount;
    period = "year";
    annualAmount = restatedMonth !== null && twelfthOf(restatedMonth, yearly.amount) ? restatedMonth : round2(yearly.amount / 12);
  } else return null;
  // Every price in the card was struck through: nothing says what is charged now.
  if (!primary) return null;
  if (list !== null && amount !== null && list <= amount) list = null;
  // Round 105e: a struck figure twelve times the month price (to a cent a month) is a year billed
  // at the monthly rate, struck beside the yearly price it is compared with ("€37.99 ~~€47.88~~
  // / year" on a switch's other side), not a list price the month price replaces.
  if (list !== null && amount !== null && period === "month" && yearOfMonths(list, amount)) list = null;
  const b = billingAfter(primary.point.tail);
  // The period is read when the price says it — or the card's other side does ("$15 per month
  // billed annually, or $18 on-demand": the on-demand price is a month's too).
  const periodWords = b.period !== null || /\/\s*(?:mo|month|yr|year)\b|\bper\s+(?:month|year)\b|\bmonthly\b/i.test(primary.point.tail.split("\n").slice(0, 2).join(" ")) || (period === "month" && pts.some((p) => !p.struck && billingAfter(p.tail).period === "month"));
  // The plan's other billing side priced per user ("$12 per user / month billed annually" over
  // "$15 billed monthly") prices this side per user too: one plan, one unit.
  const otherSidePerUser = pts.some((p) => p !== primary.point && !p.struck && p.tok.currency === primary.currency && p.tok.amount > 0 && billingSideOf(p.tok.amount, amount ?? primary.point.tok.amount) && billingAfter(p.tail).perUser);
  // A bare price whose plan is a seat by its own label ("Full seat", a set headed "Per Student"): per user (unit-label.ts, round 24d).
  // (A price restated per user far below it, "$2,450.00/mo" over "$4.9/user/month", is an equivalent: per-user-share.ts.)
  const perUser = b.perUser || perUserIn(withoutPerUserShares(ownPriceBlock(page, primary.point, group.shared), amount ?? primary.point.tok.amount, billingSideOf)) || otherSidePerUser || (amount !== null && amount > 0 && labelPricesPerUser(named.name, setHeading(page, card, named.el)));
  // As shown: the first visible price in the card (the primary one may be a hidden toggle side).
  // (A yearly term card is shown by its total, whichever of its figures comes first.)
  const shown = termCard ? primary.point : (pts.find((p) => !p.hidden && !p.struck && p.tok.currency === primary.currency && !zeroBesidePrice(p, pts)) ?? primary.point);
  if (inSentence(shown)) return null;
  let priceText = priceTextOf(shown);
  // "Starts at $0/mo" over "then $0.28 per 1K events": a base of nothing plus usage, the card's own
  // pay-as-you-go line goes with the price as shown (and makes it no free plan, docs/intel.md).
  if (amount === 0) {
    const usageLine = cardLines(page, card).find((l) => l.length <= 120 && findPrices(l).some((t) => t.amount > 0 && USAGE_UNIT.test(l.slice(t.end))));
    if (usageLine) priceText = `${priceText}; ${usageLine}`;
  }
  return {
    ...base,
    list_amount: list,
    amount,
    annual_amount: annualAmount,
    currency: primary.currency,
    // A monthly/annual toggle or a set of cards per billing period names the period for a bare price.
    // A price per several months ("$75 /3 months") has no period of ours, whatever the set's side.
    // (Round 105d: so does the price's own slot, marked the monthly side of the card's switch: marked-month-slot.ts.)
    period: perTerm(primary.point.tail) ? b.period : periodWords || period !== "month" || group.toggle !== null || group.own !== null || monthSlotMarked(page, card, primary.point.el, variantFromAttrs) || cycles.get(primary.point) === "month" ? period : passPeriod(primary.point),
    per_user: perUser,
    // (A zero with its period, "$0/mes", is a plan's price by the month whatever its tagline: trial-card.ts.)
    // (Round 111i: unless the card names itself a trial and runs for days, "Developer Trial ₹0/month
    // · 7 days": trial-card.ts `namedTrialForDays`.)
    free: amount === 0 && !(trialCard && billingAfter(primary.point.tail.split("\n")[0]!).period === null) && !namedTrialForDays(named.name, opening),
    contact_sales: false,
    price_text: priceText,
    evidence: evidenceOf(page, card, `${named.name} ${priceText}`),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The words of a price's block that are about that price: "$49/mo plus $6/mo per person" is a
 * flat base price with a per-person price added, so the block is cut where an added price
 * ("plus", "and", "+") starts. Toggle sides side by side ("$12 $10 per seat") share their words.
 */
/**
 * Whether a figure may be a plan's other billing side: within half to twice its price (an annual
 * discount), or about twelve times either way (a yearly total beside a month's price). A figure
 * priced per user far below the plan's flat price ("$79 per month for a team of up to 25 … about
 * $3.20 per user at full capacity", a module fee beside "User licence: €12 / user / month") is an
 * equivalent or another charge, and its unit is not the plan's (round 31, part c).
 */
function billingSideOf(other: number, price: number): boolean {
  const r = other / price;
  return (r >= 0.5 && r <= 2) || (r >= 6 && r <= 14) || (r >= 1 / 14 && r <= 1 / 6);
}

function ownPriceBlock(page: Page, p: Point, shared?: ReadonlySet<string>): string {
  // (Without a line every card of the row repeats: no card's own words, round 76g. Bounded: such a
  // line is at most 80 characters, so the first 400 hold it wherever it meets the first 200.)
  let block = page.text(p.el.parent ?? p.el, "all").slice(0, 400);
  if (shared) for (const line of shared) block = block.replace(line, " ");
  block = block.slice(0, 200);
  const toks = findPrices(block);
  const i = toks.findIndex((t) => t.raw === p.tok.raw);
  const next = i >= 0 ? toks[i + 1] : undefined;
  if (!next || !/(?:\b(?:plus|and)\b|\+)\s*$/i.test(block.slice(toks[i].end, next.index))) return block;
  return block.slice(0, next.index);
}

// (Round 69, part d: the same lines in the languages whose pages set them apart — "9,99 €" over
// "par mois", "19 €" over "pro Monat" — as two words, the preposition and the term: a line opening
// with "Pro" alone is a plan's name.)
const BILLING_LINE = /^(?:\/|per\b|a\s|an\s|each\b|billed\b|paid\b|when\b|user|seat|member|month|mo\b|year|yr\b|annual|monthly|yearly|usd\b|eur\b|gbp\b|excl|incl|\+\s?vat|vat\b|forever\b|one[-\s]?time|lifetime|once\b|\(|,|(?:par|pro|por|je|al|au|im|ao|all')\s+(?:mois|an|année|monat|jahr|mes|año|ano|mês|mese|anno|utilisateur|nutzer|benutzer|usuario|usuário|utente)\b|(?:mensuel|annuel|monatlich|jährlich|mensual|anual|mensal|mensile|annuale)(?:le|mente)?\b)/i;

const BILLING_ONE = new RegExp(`^(?:${BILLING_WORD.source})$`, "i");
/**
 * A price inside a sentence ("With €35 a cover and one no-show a week, you lose …"): six or
 * more words around it on its own line that are no (English) billing words — fewer may be billing
 * words of another language ("12 € HT par utilisateur/mois"). A card prints its price on a short
 * line of its own ("$29 /month", "€49 per seat, billed yearly"); a price written into prose is an
 * example, a saving or a comparison, not a plan's price. The line ends at a sentence end or a
 * separator ("$29/mo · Most popular").
 */
function inSentence(p: Point): boolean {
  if (p.tok.amount === 0) return false;
  // A capitalised word after the price starts the next line of the card ("/month 7 day trial Perfect for …").
  const after = p.tail.split("\n")[0].split(/\s[·•|—–]\s|[.!?;:](?:\s|$)|\s(?=\p{Lu}\p{Ll})/u)[0];
  const words = `${p.before} ${after}`.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  return words.filter((w) => !BILLING_ONE.test(w)).length >= 6;
}

/** The price as shown: the token, the rest of its line, and following lines that are billing words. */
function priceTextOf(p: Point): string {
  const lines = p.tail.split("\n");
  let out = p.tok.raw + lines[0];
  for (const line of lines.slice(1, 4)) {
    // "per report · Not included in subscriptions": the billing words end at a separator.
    const l = line.split(/\s[·•|]\s/)[0].trim();
    if (!l) continue;
    if (l.length > 40 || !BILLING_LINE.test(l)) break;
    out += ` ${l}`;
  }
  return snippet(out.replace(/\s+/g, " "), 80);
}

/** A short label that names a billing period ("Monthly", "Billed yearly", "Annual — save 20%"): the page offers the choice. */
const PERIOD_LABEL = /^(?:(?:billed|bill|pay|paid|charged)\s+)?(?:monthly|yearly|annual(?:ly)?|month|year|per month|per year|mensual|anual|monatlich|jährlich|mensuel|annuel|mensile|annuale|maandelijks|jaarlijks|mensal|miesięcznie|rocznie|月額|年額|月払い|年払い|月付|年付|按月|按年)(?:\s+(?:billing|plan|pricing))?(?:\s*[-–—(·:|]?\s*(?:save|spare|économisez|ahorra|sparen|\d{1,2}\s?%|\d+\s+months?\s+free).*)?$/iu;
const periodChoices = new WeakMap<Page, boolean>();
function periodChoice(page: Page): boolean {
  let v = periodChoices.get(page);
  // A label of its own line, or a pair of them on one line ("Monthly Annually", "Monthly / Yearly").
  const label = (l: string) => l.length <= 30 && (PERIOD_LABEL.test(l) || l.split(/\s*[|/·]\s*|\s+(?=\p{Lu})/u).every((part) => PERIOD_LABEL.test(part.trim())));
  if (v === undefined) periodChoices.set(page, (v = page.all.split("\n").some((l) => label(l.trim()))));
  return v;
}

/**
 * A card's `data-*` sides are its billing sides only when one of them is a price the card shows
 * (issue 25: a theme's `data-annual` may hold another variant's price). A card showing no price of
 * its own (a script fills it from the attributes) keeps them.
 */
function sidesMeetShown(sides: { monthly: number | null; annual: number | null }, shown: readonly ({ amount: number } | null)[]): { monthly: number | null; annual: number | null } {
  const own = shown.filter((x): x is { amount: number } => x !== null).map((x) => x.amount);
  if (own.length === 0 || (sides.monthly === null && sides.annual === null)) return sides;
  const meets = (v: number | null) => v !== null && own.some((a) => Math.abs(a - v) < 0.006 || Math.abs(a - v / 12) < 0.006 || Math.abs(a / 12 - v) < 0.006);
  return meets(sides.monthly) || meets(sides.annual) ? sides : { monthly: null, annual: null };
}

/** `data-monthly="29" data-annual="24"` style attributes anywhere in the card. */
function dataAttributePrices(page: Page, card: HElement, end: number): { monthly: number | null; annual: number | null } {
  let monthly: number | null = null;
  let annual: number | null = null;
  for (let o = card.order; o <= end && o - card.order < 500; o++) {
    const e = page.doc.elements[o - 1];
    for (const k in e.attrs) {
      if (!k.startsWith("data-")) continue;
      const a = attributeSide(k, e.attrs[k]);
      if (!a) continue;
      if (a.side === "monthly") monthly ??= a.amount;
      else annual ??= a.amount;
    }
  }
  return { monthly, annual };
}

/** A bullet in a card built of divs (Webflow, Framer): class "pricing_feature", "feature-item"… */
const FEATURE_LIST_CLASS = /(?:^|[\s_-])(?:plan|tier|card|pricing)?-?features?(?:-?list)?(?:$|\s)|[a-z]Features(?:$|\s)/;
const FEATURE_ITEM_CLASS = /(?:^|[\s_-])(?:feature|feature-?item|features?-?list-?item|benefit|check-?item|list-?item)(?:$|\s)/i;

/**
 * A card's bullets: its list items; in a card without any, the elements whose class is a feature
 * item (a "feature-list" wrapper's class is not, so it is not read as one long bullet). Bullets
 * the card marks as not included (a cross, a class, excluded-item.ts) are the plan's `excluded`,
 * not its features (round 25, part f).
 */
function featureItems(page: Page, card: HElement, end: number): { features: string[]; excluded: string[] } {
  const out: string[] = [];
  const excluded: string[] = [];
  const seen = new Set<string>();
  const add = (e: HElement) => {
    const f = cleanFeature(page.text(e));
    if (!f || findPrices(f).length || CTA.test(f) || BUTTON_LINE.test(f)) return;
    const key = f.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      (excludedMark(page, e, card) ? excluded : out).push(f);
    }
  };
  const items: HElement[] = [];
  for (let o = card.order; o <= end && o - card.order < 2000; o++) {
    const e = page.doc.elements[o - 1];
    if (e.tag === "li") items.push(e);
  }
  if (items.length === 0) {
    for (let o = card.order; o <= end && o - card.order < 2000; o++) {
      const e = page.doc.elements[o - 1];
      if (FEATURE_ITEM_CLASS.test(e.attrs.class ?? "")) items.push(e);
    }
  }
  // A container named for the features ("planFeatures", "plan-features") whose children are
  // plain <span>/<div>/<p> lines: each child is a bullet.
  if (items.length === 0) {
    for (let o = card.order; o <= end && o - card.order < 2000; o++) {
      const e = page.doc.elements[o - 1];
      if (!FEATURE_LIST_CLASS.test(e.attrs.class ?? "")) continue;
      const kids = e.children.filter((c): c is HElement => c.kind === "element");
      if (kids.length >= 2 && kids.every((k) => /^(?:span|div|p)$/.test(k.tag))) items.push(...kids);
      break;
    }
  }
  // Nothing marks the bullets (Framer's plain text layers): the short leaf lines after the card's
  // last call to action are its feature list; above it sit the name, tagline and price.
  if (items.length === 0) {
    let cta = 0;
    for (let o = card.order; o <= end && o - card.order < 2000; o++) {
      const e = page.doc.elements[o - 1];
      // The CTA's own text layers ("Try for free for 14 days" inside the link) are not bullets.
      if (e.tag === "a" || e.tag === "button") cta = page.subtreeEnd(e);
    }
    for (let o = cta + 1; cta > 0 && o <= end && o - card.order < 2000; o++) {
      const e = page.doc.elements[o - 1];
      // A <p> may wrap its check mark in inline markup ("<p><span><b>✓</b></span> 5,000 records</p>").
      if ((e.tag === "p" || (/^(?:div|span)$/.test(e.tag) && !e.children.some((c) => c.kind === "element"))) && page.text(e).length <= 80) items.push(e);
    }
  }
  for (const e of items) {
    if (out.length + excluded.length >= 40) break;
    if (!page.isHidden(e)) add(e);
  }
  return { features: out, excluded };
}

/** The rows of `table` (not of tables nested in it), each as its td/th cells; at most `max` rows. */
export function tableRows(page: Page, table: HElement, max = 400): HElement[][] {
  const end = page.subtreeEnd(table);
  const rows: HElement[][] = [];
  for (let o = table.order; o <= end && rows.length < max; o++) {
    const tr = page.doc.elements[o - 1];
    if (tr.tag !== "tr") continue;
    if ([...ancestors(tr)].find((a) => a.tag === "table") !== table) continue;
    // A row without cells draws nothing, so it is no row: every reader of the rows takes a row's
    // first cell (its name, or the corner) for granted, and one empty `<tr>` made them throw, which
    // cost the page every plan its tables priced.
    const cells = tr.children.filter((c): c is HElement => c.kind === "element" && (c.tag === "td" || c.tag === "th"));
    if (cells.length) rows.push(cells);
  }
  return rows;
}

/** The corner cell of a table whose rows are plans: "Plan", "Tier", "Package" (and their kin in other languages). */
const PLAN_COLUMN = /^(?:plans?|tiers?|packages?|pakete?|plan name|planos?|planes|formules?|offres?|tarifs?|tarife|abonnements?|subscriptions?|editions?|licen[cs]es?|membership|level)(?:\s+(?:type|name|level))?$/i;
/**
 * A corner cell that names licences ("License", "License type"): a licence sold by a row's price
 * with no period anywhere in the table is bought once (round 10). The period is then read from the
 * column's own word, not inferred; a subscription licence says "per year" and keeps it.
 */
const LICENCE_COLUMN = /^licen[cs]es?(?:\s+type)?$/i;
/**
 * The corner cell of a table priced by quantity (round 14): "Number of users", "Anzahl Fahrzeuge",
 * "Nombre de postes". Its rows are the tiers when each row is labelled by a count or a range ("1",
 * "3-5", "up to 10", "bis 20", "50+"); the label, a number, names the tier.
 */
const QUANTITY_COLUMN = /^(?:(?:number|no\.?|#)\s+of|anzahl|nombre\s+de|número\s+de|numero\s+di|aantal|antal|liczba)(?:\s+\p{L}+){1,2}$/iu;
const QUANTITY_LABEL = /^(?:(?:up\s+to|upto|bis|ab|from|to|jusqu['’]à|hasta|tot|até|fino\s+a|do)\s+)?\d{1,6}(?:\s*[-–]\s*\d{1,6})?\+?(?:\s+\p{L}+)?$/iu;
const quantityRows = (corner: string, labels: string[]) => QUANTITY_COLUMN.test(corner.replace(/[:.]$/, "")) && labels.length >= 2 && labels.every((l) => QUANTITY_LABEL.test(l));
/** A German column header compounded on the month or year ("Monatspreis", "Jahres-Lizenz"): that period. */
const compoundPeriod = (header: string): Period | null => (/^monats?[-\p{Ll}]/iu.test(header) ? "month" : /^jahres?[-\p{Ll}]/iu.test(header) ? "year" : null);
/** A row label of a plans-in-columns table: the price row ("Price", "Monthly", "Per user / month"). */
const PRICE_ROW_LABEL = /^(?:[^\p{L}\p{N}]*|.*\b(?:price|prices|pricing|cost|fee|monthly|yearly|annual(?:ly)?|per (?:month|year|user|seat)|billed|preis|prix|precio|preço|prijs|tarif|mensal|mensuel)\b.*)$/iu;

/**
 * Whether a table lists its priced things in rows. "plans": the corner cell names the plan column
 * and two or more rows are priced; "other": two or more rows are priced in the same column under a
 * corner cell that names something else ("Provider", "Model") and their labels are not price-row
 * labels (a competitor comparison, a provider price list); null: read it as plans in columns.
 */
function rowOrientation(page: Page, rows: HElement[][], pricedIn: (cells: HElement[]) => number): "plans" | "other" | null {
  const header = rows[0];
  if (!header || header.length < 2) return null;
  const corner = page.text(header[0], "all").trim();
  const data = rows.slice(1).filter((cells) => cells.length >= 2 && pricedIn(cells.slice(1)) >= 1);
  if (data.length < 2) return null;
  // Rows whose first cell is itself a price ("$88/mo | $160/mo" under "Micro | Basic", one row a
  // billing side) are price rows of plans in columns: a row of other things opens with its name.
  if (data.every((cells) => pricedIn(cells.slice(0, 1)) >= 1)) return null;
  if (PLAN_COLUMN.test(corner.replace(/[:.]$/, ""))) return "plans";
  // Every priced row sells itself: a "Buy now" / "Purchase" link or button in a cell after its name
  // (round 11: licence packs, storage tiers, seat counts under a corner such as "Users" or "Storage").
  if (data.length === rows.length - 1 && data.every((cells) => cells.slice(1).some((c) => buysRow(page, c)))) return "plans";
  if (!corner) return null;
  const labels = data.map((cells) => page.text(cells[0], "all").trim());
  if (data.length === rows.length - 1 && quantityRows(corner, labels)) return "plans";
  // A last band with a word for its price ("500+ | Let's Talk") is a band all the same (round 46b).
  const worded = rows.slice(1).filter((cells) => !data.includes(cells) && cells.length >= 2 && cells.slice(1).some((c) => priceWordCell(page, c)));
  if (worded.length > 0 && data.length + worded.length === rows.length - 1 && quantityRows(corner, [...data, ...worded].map((cells) => page.text(cells[0], "all").trim()))) return "plans";
  return labels.every((l) => l && !PRICE_ROW_LABEL.test(l)) && new Set(labels).size === labels.length ? "other" : null;
}

/** A buy action's words or address: "Buy now", "Purchase", "Add to cart", "Order" (and kin in other languages). */
const BUY_WORDS = /^(?:buy(?: now| it| license| licence)?|purchase(?: now| here)?|order(?: now)?|add to (?:cart|basket)|checkout|kaufen|jetzt kaufen|bestellen|acheter|commander|comprar|compra(?:re)?|acquista|kopen|bestel(?:len)?|köp|kup teraz)[.!]?$/i;
const BUY_HREF = /(?:^|[/?&=._-])(?:buy|purchase|checkout|cart|basket|order)(?:$|[/?&=._-])|buy\.stripe\.com|paddle\.com|gumroad\.com|lemonsqueezy\.com/i;
/** Whether a table cell holds a link or button that buys its row. */
function buysRow(page: Page, cell: HElement): boolean {
  const end = page.subtreeEnd(cell);
  for (let o = cell.order; o <= end && o - cell.order < 200; o++) {
    const e = page.doc.elements[o - 1];
    if (e.tag !== "a" && e.tag !== "button" && !(e.tag === "input" && /^(?:submit|button)$/i.test(e.attrs.type ?? ""))) continue;
    const words = (e.tag === "input" ? e.attrs.value ?? "" : page.text(e, "all")).trim();
    if (BUY_WORDS.test(words) || (e.tag === "a" && BUY_HREF.test(e.attrs.href ?? ""))) return true;
  }
  return false;
}

/**
 * Plans listed in rows: the first cell names the plan, the first priced cell prices it. The period
 * comes from the price's own words, else its column's header ("USD / mes", "Price per year"), else
 * a duration cell of the row ("30 days" is a month, "365 days" a year; another length is neither).
 */
function rowPlans(page: Page, rows: HElement[][], points: Point[], fromRows: Set<PlanFact>): PlanFact[] {
  const header = rows[0];
  const out: PlanFact[] = [];
  const cornerText = header ? page.text(header[0], "all").trim() : "";
  const byQuantity = quantityRows(cornerText, rows.slice(1).map((cells) => (cells[0] ? page.text(cells[0], "all").trim() : "")));
  const licences = LICENCE_COLUMN.test(cornerText.replace(/[:.]$/, ""));
  const pricedAt = (cells: HElement[]) => cells.findIndex((c, i) => i > 0 && points.some((p) => page.contains(c, p.el) && !p.struck));
  // The column the rows are priced in: a row that prints a word there instead ("Create Demo Apps |
  // Free", "500+ | Let's Talk") is a free or contact-sales plan, as a card's line is (round 46b).
  const priceAt = priceColumn(rows.slice(1).map(pricedAt));
  for (const cells of rows.slice(1)) {
    // The name cell may carry the licence's terms under its name ("Personal license" over "Entitles
    // you to use it on two computers"): then its first line names the row. A table priced by
    // quantity names each row by its count ("1", "3-5", "bis 10").
    const label = cells[0] ? page.text(cells[0], "all").replace(/\s+/g, " ").trim() : "";
    // A licence table names its rows by product and licence ("Notes to Word - Single User Business
    // License"): longer than a plan's name, and the corner says what the rows are (round 16b).
    // (A note or a details link after the name in its cell is no part of it: cell-label.ts.)
    const bare = cells[0] ? cellLabel(page, cells[0]) : "";
    const name = byQuantity ? label || null : planName(bare !== label ? bare : page.text(cells[0], "all")) ?? planName(cardLines(page, cells[0])[0] ?? "", 8) ?? (licences ? planName(label, 10, false, 80) : null);
    if (!name) continue;
    const at = pricedAt(cells);
    if (at < 0) {
      const word = priceAt !== null ? cells[priceAt] : undefined;
      if (!word || !priceWordCell(page, word)) continue;
      const line = page.text(word, "all").trim();
      const free = freeLine(line);
      out.push(fact(page, word, { name, amount: free ? 0 : null, annual_amount: null, list_amount: null, currency: null, period: null, per_user: false, free, trial_days: null, contact_sales: !free, price_text: line, features: [] }));
      continue;
    }
    const cell = cells[at];
    const p = points.find((x) => page.contains(cell, x.el) && !x.struck && !x.hidden) ?? points.find((x) => page.contains(cell, x.el) && !x.struck)!;
    const own = billingAfter(p.tail.slice(0, Math.max(0, page.range(cell, p.stream)[1] - p.tailAt)));
    const column = header[at + header.length - cells.length];
    const fromHeader = column ? billingAfter(page.text(column, "all")) : null;
    const rest = cells.filter((c, i) => i > 0 && i !== at).map((c) => page.text(c, "all")).join(" ");
    const period = own.period ?? fromHeader?.period ?? (column ? compoundPeriod(page.text(column, "all").trim()) : null) ?? durationPeriod(rest);
    // A month column beside a year column ("Monthly | Yearly", "Monatspreis | Jahrespreis"): the
    // row's yearly price, a higher one in the same currency, is its annual side (round 14).
    let annual: number | null = null;
    if (period === "month" && byQuantity) {
      for (let j = at + 1; j < cells.length && annual === null; j++) {
        const h = header[j + header.length - cells.length];
        const ht = h ? page.text(h, "all").trim() : "";
        if (!h || (billingAfter(ht).period ?? compoundPeriod(ht)) !== "year") continue;
        const y = points.find((x) => page.contains(cells[j], x.el) && !x.struck && x.tok.currency === p.tok.currency);
        if (y && y.tok.amount > p.tok.amount) annual = round2(y.tok.amount / 12);
      }
    }
    out.push(
      fact(page, cell, {
        name,
        amount: p.tok.amount,
        annual_amount: annual,
        list_amount: null,
        currency: p.tok.currency,
        period,
        per_user: own.perUser || (fromHeader?.perUser ?? false),
        free: p.tok.amount === 0,
        trial_days: null,
        contact_sales: false,
        price_text: snippet(page.text(cell, "all"), 80),
        features: [],
      }),
    );
  }
  const corner = header ? page.text(header[0], "all").trim().replace(/[:.]$/, "") : "";
  if (LICENCE_COLUMN.test(corner) && out.every((p) => p.period === null)) for (const p of out) if (p.amount !== null && p.amount > 0) p.period = "one_time";
  for (const p of out) fromRows.add(p);
  return out;
}

/**
 * Whether a price row's label states its cells' period as the page's own price ("Price / year",
 * "Cost per month"), for the confidence model (round 82j): not a starting or estimated cost ("Starting
 * cost / month" over rivals' "$300–$1,500+": a comparison with other products), nor a cell that is a
 * range or an open floor.
 */
const ESTIMATE_LABEL = /^\s*(?:starting|from|typical|average|avg\.?|estimated|approx(?:\.|imate)?|approximately|est\.)\b/i;
const RANGE_CELL = /\d\s{0,2}[–—-]\s{0,2}\D{0,3}\d|\d\+/;
const statedByLabel = (label: string, cell: string): boolean => !ESTIMATE_LABEL.test(label) && !RANGE_CELL.test(cell);

/**
 * A numbered offer table's rows as plans (numbered-rows.ts): the bold lead names the offer, the first
 * priced cell after it prices it with the period its own words state ("$1500/year", "$6000 one time
 * fee"); a cell of the priced column that says "Free" or to ask instead is a free or contact-sales
 * offer. Two or more rows must be read, one of them priced by a figure, or the table is no price list.
 */
function numberedRowPlans(page: Page, rows: readonly NumberedRow[], points: Point[]): PlanFact[] {
  const pricedAt = (r: NumberedRow) => r.cells.findIndex((c, i) => i > r.at && points.some((p) => page.contains(c, p.el) && !p.struck));
  const priceAt = priceColumn(rows.map(pricedAt));
  if (priceAt === null) return [];
  const out: PlanFact[] = [];
  for (const r of rows) {
    const name = planName(r.name, 8, false, 80);
    if (!name) continue;
    const cell = r.cells[priceAt]!;
    const p = points.find((x) => page.contains(cell, x.el) && !x.struck && !x.hidden) ?? points.find((x) => page.contains(cell, x.el) && !x.struck);
    if (!p) {
      if (!priceWordCell(page, cell)) continue;
      const line = page.text(cell, "all").trim();
      const free = freeLine(line);
      out.push(fact(page, cell, { name, amount: free ? 0 : null, annual_amount: null, list_amount: null, currency: null, period: null, per_user: false, free, trial_days: null, contact_sales: !free, price_text: line, features: [] }));
      continue;
    }
    const own = billingAfter(cellTail(page, cell, p));
    out.push(
      fact(page, cell, {
        name,
        amount: p.tok.amount,
        annual_amount: null,
        list_amount: null,
        currency: p.tok.currency,
        period: own.period,
        per_user: own.perUser,
        free: p.tok.amount === 0,
        trial_days: null,
        contact_sales: false,
        price_text: snippet(page.text(cell, "all"), 80),
        features: [],
      }),
    );
  }
  return out.length >= 2 && out.some((p) => p.amount !== null && p.amount > 0) ? out : [];
}

/**
 * A price for a pass of about a month or a year ("€150" over "30-day access", "365-day pass"):
 * that period, said only by the access it buys. (Not a "30-day money-back guarantee" or a trial:
 * only a span of access or a pass.)
 */
function passPeriod(p: Point): Period | null {
  const lines = p.tail.split("\n").slice(0, 3).join(" ");
  const m = /\b(\d{1,3})[-\s]days?\s+(?:[\p{L}-]+\s+)?(?:access|pass)\b/iu.exec(lines);
  // A pass of another length ("250-day access", "7-day pass") is bought once, renewing at no
  // period the engine knows (round 16b).
  return m ? (durationPeriod(`${m[1]} days`) ?? "one_time") : null;
}

/**
 * A pass's length as a billing period: about a month, or a year; any other length is neither. The
 * days are counted in every language of the period table ("30 jours", "365 дней": round 48c,
 * period-words.ts `dayCount`), the months and years in English.
 */
function durationPeriod(text: string): Period | null {
  const m = /\b(\d{1,3})\s*(months?|years?)\b/i.exec(text);
  const days = dayCount(text);
  if (days && (!m || days.index < m.index)) return days.period;
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2].toLowerCase();
  if (unit.startsWith("month") && n === 1) return "month";
  if ((unit.startsWith("month") && n === 12) || (unit.startsWith("year") && n === 1)) return "year";
  return null;
}

/** A row label that names a billing term: "Monthly", "Quarterly", "Yearly" (and kin in other languages). */
const TERM_LABEL = /^(?:monthly|month|quarterly|semi-?annual(?:ly)?|half-?yearly|annual(?:ly)?|yearly|mensual|trimestral|semestral|anual|mensuel|trimestriel|semestriel|annuel|monatlich|vierteljährlich|halbjährlich|jährlich|mensal|mensile|trimestrale|semestrale|annuale|maandelijks|jaarlijks)$/i;
const MONTH_TERM = /^(?:monthly|month|mensual|mensuel|monatlich|mensal|mensile|maandelijks)$/i;
const YEAR_TERM = /^(?:annual(?:ly)?|yearly|anual|annuel|jährlich|annuale|jaarlijks)$/i;

/**
 * One plan's billing terms as a table (round 11): every priced row is labelled by a term
 * ("Monthly | $29", "Quarterly | $79", "Yearly | $290") and the block holding the table is named
 * before it ("Solo" over "For one agent"): one plan, by that name, priced by its monthly row; the
 * yearly row gives its annual amount (a month's share of the year). Without a monthly row, or a
 * name, it is no plan.
 */
function termsTablePlan(page: Page, table: HElement, rows: HElement[][], points: Point[]): PlanFact | null {
  const priced = rows.filter((cells) => cells.length >= 2 && cells.slice(1).some((c) => points.some((p) => page.contains(c, p.el) && !p.struck)));
  if (priced.length < 2 || !priced.every((cells) => TERM_LABEL.test(page.text(cells[0], "all").trim()))) return null;
  const priceOf = (cells: HElement[]) => {
    const cell = cells.slice(1).find((c) => points.some((p) => page.contains(c, p.el) && !p.struck))!;
    return { cell, p: points.find((p) => page.contains(cell, p.el) && !p.struck)! };
  };
  const monthRow = priced.find((cells) => MONTH_TERM.test(page.text(cells[0], "all").trim()));
  if (!monthRow) return null;
  // The name: the first line of the nearest block that shows text before the table.
  let name: string | null = null;
  const tableStart = page.range(table, "all")[0];
  for (let b = table.parent, i = 0; b && i < 4 && !name; b = b.parent, i++) {
    const before = page.all.slice(page.range(b, "all")[0], tableStart).trim();
    if (!before) continue;
    const first = before.split("\n")[0].trim();
    name = NOT_A_NAME.test(first) || findPrices(first).length ? null : planName(first);
    break;
  }
  if (!name) return null;
  const m = priceOf(monthRow);
  const yearRow = priced.find((cells) => YEAR_TERM.test(page.text(cells[0], "all").trim()));
  const y = yearRow ? priceOf(yearRow) : null;
  return fact(page, m.cell, {
    name,
    amount: m.p.tok.amount,
    // (The same currency, or the same sign: "$2,990 / year" under "$299 MXN / month".)
    annual_amount: y && (y.p.tok.currency === m.p.tok.currency || y.p.tok.raw[0] === m.p.tok.raw[0]) && y.p.tok.amount > 0 ? Math.round((y.p.tok.amount / 12) * 100) / 100 : null,
    list_amount: null,
    currency: m.p.tok.currency,
    period: "month",
    per_user: billingAfter(m.p.tail.slice(0, Math.max(0, page.range(m.cell, m.p.stream)[1] - m.p.tailAt))).perUser,
    free: m.p.tok.amount === 0,
    trial_days: null,
    contact_sales: false,
    price_text: snippet(page.text(m.cell, "all"), 80),
    features: [],
  });
}

/**
 * Editions in rows priced under term columns (term-columns.ts, round 86j): the header's cells after
 * its corner all terms, one of them for good; every row the same width and named as a plan; every
 * cell a price in the table's one currency, a free word, or a bare amount (then in that currency,
 * marked inferred). A cell whose own words name another term than its column's, or two prices in one
 * cell, refuse the table: it is not this layout. Each cell is a plan in the group its column names;
 * a free cell a free plan (no period), as a free card is.
 */
function termTablePlans(page: Page, rows: HElement[][], points: Point[]): PlanFact[] {
  const header = rows[0];
  if (!header || rows.length < 3) return [];
  const heads = header.map((c) => page.text(c, "all").replace(/\s+/g, " ").trim());
  const terms = termColumns(heads);
  if (!terms) return [];
  const body = rows.slice(1);
  if (body.some((cells) => cells.length !== header.length)) return [];
  const shown = (c: HElement) => points.filter((p) => page.contains(c, p.el) && !p.struck);
  const currencies = new Set(body.flatMap((cells) => cells.slice(1).flatMap((c) => shown(c).map((p) => p.tok.currency))));
  if (currencies.size !== 1) return [];
  const currency = [...currencies][0]!;
  const out: PlanFact[] = [];
  let priced = 0;
  for (const cells of body) {
    const name = planName(cellLabel(page, cells[0]!));
    if (!name || shown(cells[0]!).length > 0) return [];
    for (const [i, term] of terms.entries()) {
      const cell = cells[i + 1]!;
      const group = heads[i + 1]!;
      const text = page.text(cell, "all").replace(/\s+/g, " ").trim();
      const pts = shown(cell);
      const base = { name, annual_amount: null, list_amount: null, per_user: false, trial_days: null, contact_sales: false, price_text: snippet(text, 80), features: [], group };
      if (pts.length > 1) return [];
      if (pts.length === 1) {
        const p = pts[0]!;
        const own = billingAfter(p.tail.slice(0, Math.max(0, page.range(cell, p.stream)[1] - p.tailAt)));
        if (own.period !== null && own.period !== term) return [];
        const free = p.tok.amount === 0;
        out.push(fact(page, cell, { ...base, amount: p.tok.amount, currency: p.tok.currency, period: free ? null : term, free, per_user: own.perUser }));
        if (!free) priced++;
        continue;
      }
      if (freeLine(text)) {
        out.push(fact(page, cell, { ...base, amount: 0, currency: null, period: null, free: true }));
        continue;
      }
      const bare = bareCellAmount(text);
      if (bare === null) return [];
      const plan = fact(page, cell, { ...base, amount: bare, currency, period: term, free: false });
      markInferred(plan, "currency");
      out.push(plan);
      priced++;
    }
  }
  return priced >= 2 ? out : [];
}

/** Table rows a page's price-list reader looks at, all tables together (real price lists show well under a hundred). */
const MAX_LIST_ROWS = 600;
/** A row named by a band of a quantity ("Up to 20 documents"): a card's terms, but a price list's tier. */
const BAND_LABEL = /^(?:up to|upto|until|from|over|more than|less than|above|below)\s+\d[\d.,]*\s+\p{L}/iu;
/** A row named by the count it sells ("10000 credits", "25 000 SMS"): a pack on a price list, however large the count. */
const PACK_LABEL = /^\d{1,3}(?:[ ,.]?\d{3}){1,3}\s+\p{L}[\p{L}-]*$/u;

/**
 * A price list's two-column table as plans (price-list.ts): each row's label names a plan, its
 * price cell prices it. The period is the price's own words, else the price column's header
 * ("mēnesī, EUR", "per month"), else what the page says away from its prices (defaultPeriod).
 */
function listTablePlans(page: Page, rows: HElement[][], points: Point[]): PlanFact[] {
  const priceOf = (cell: HElement) => {
    const own = points.filter((p) => page.contains(cell, p.el) && !p.struck);
    // A cell of two prices written as a range is read at its lower end (cell-range.ts, round 29b).
    return own.length === 1 ? own[0].tok : rangeCellLow(page, cell, own.map((p) => p.tok));
  };
  const listed = priceListRows(page, rows, priceOf);
  return listed ? listRowPlans(page, listed) : [];
}

/**
 * A price list's rows as plans, from a two-column table (above) or lines of a list (price-lines.ts):
 * the label names a plan, the price prices it.
 */
function listRowPlans(page: Page, listed: ListRow[]): PlanFact[] {
  // Rows labelled by billing terms ("Quarterly | $84", "Yearly | $300") are one plan's terms, not services.
  if (listed.some((r) => TERM_LABEL.test(r.label))) return [];
  const out: PlanFact[] = [];
  const named: string[] = [];
  // Rows that are all bands of one count ("1-50", "51-250", "500+") are tiers named by the band (count-bands.ts, round 37c).
  const banded = countBands(listed.map((r) => r.label));
  for (const r of listed) {
    const name = planName(r.label, 8, true, 80) ?? ((banded || BAND_LABEL.test(r.label) || PACK_LABEL.test(r.label)) && r.label.length <= 80 ? r.label : null);
    if (!name) continue;
    named.push(r.label);
    const own = billingAfter(r.priceText);
    const fromHeader = r.header ? billingAfter(r.header).period : null;
    out.push(
      fact(page, r.priceCell, {
        name,
        amount: r.amount,
        annual_amount: null,
        list_amount: null,
        currency: r.currency,
        period: own.period ?? fromHeader,
        per_user: own.perUser,
        free: r.amount === 0,
        trial_days: null,
        contact_sales: false,
        price_text: snippet(r.priceText, 80),
        features: [],
        ...(r.group ? { group: r.group } : {}),
      }),
    );
  }
  if (out.length < 2) return [];
  defaultPeriod(out, false, page, false, [], named);
  // Paid once because nothing on the page recurs (page-period.ts): on a price list that is the
  // page's own word, not a guess. Counted on development (round 25b): every inferred one-time price
  // on such a page whose name and amount were right had the right period, 52 of 52 on 17 sites.
  if (!recurrenceStated(page)) for (const p of out) if (p.period === "one_time") markInferred(p, "period", false);
  return out;
}

/** Comparison tables: a row with prices in two or more cells, names from the header row. */
function tablePlans(page: Page, points: Point[], fromRows: Set<PlanFact>, priceList: boolean, labelled: Set<PlanFact>, grids: readonly FlatGrid[] = []): PlanFact[] {
  const out: PlanFact[] = [];
  const sets: NamedSet[] = [];
  const lists: PlanFact[] = [];
  let listRows = 0;
  // The page's tables, and the comparison tables it draws as flat grids of cells (round 92i,
  // flat-grid.ts), each with its rows, in page order.
  const drawn = new Map(grids.map((g) => [g.container, g.rows]));
  for (const table of page.doc.elements) {
    if (!(table.tag === "table" || drawn.has(table)) || page.isHidden(table)) continue;
    // "Prices per 1M tokens." just above it: every figure in it is a unit's price (unit-note.ts).
    if (unitNoteBefore(page, table)) continue;
    const rows = drawn.get(table) ?? tableRows(page, table);
    const pricedIn = (cells: HElement[]) => cells.filter((c) => points.some((p) => page.contains(c, p.el))).length;
    // A worked bill ("Storage | $25" … "Total | $40", the total the sum of the rows above): its rows
    // are one bill's line items, never plans named by their labels (worked-sum.ts, round 96g).
    if (workedSum(page, rows, (c) => points.find((p) => page.contains(c, p.el) && !p.struck)?.tok.amount ?? null)) continue;
    // A table of plans in rows ("Plan | Duration | Price"), or of other things priced in rows
    // (competitors, providers): read row by row, or not at all — never by the header's column names.
    const terms = termsTablePlan(page, table, rows, points);
    if (terms) {
      out.push(terms);
      fromRows.add(terms);
      continue;
    }
    // Numbered offers with no header row ("1. | <b>Support.</b> … | $1500/year | Purchase"): each row
    // one offer, named by the bold lead after its number (numbered-rows.ts, round 82j).
    const numbered = numberedRows(page, rows);
    const offers = numbered ? numberedRowPlans(page, numbered, points) : [];
    if (offers.length) {
      out.push(...offers);
      for (const p of offers) fromRows.add(p);
      continue;
    }
    // Editions in rows under term columns, one for good ("Edition | Yearly | Perpetual"): each
    // edition on each term, in the group its column names (term-columns.ts, round 86j).
    const byTerm = termTablePlans(page, rows, points);
    if (byTerm.length) {
      out.push(...byTerm);
      for (const p of byTerm) fromRows.add(p);
      continue;
    }
    const byRow = rowOrientation(page, rows, pricedIn);
    if (byRow === "plans") {
      const inRows = rowPlans(page, rows, points, fromRows);
      out.push(...inRows);
      // Each product's table of plans in rows under the product's own heading, the same plan names
      // at other prices: more plans, kept apart as columns' tables are (named-sets.ts; round 90f).
      if (inRows.length) sets.push({ plans: inRows, visible: true, container: table, title: null });
      continue;
    }
    // On a page that is itself a price list, with no plan cards beside it, a two-column table of
    // labels and prices lists its services (round 25b, price-list.ts), whatever its corner says.
    // Kept aside: only a page whose other tables read no plan either is a price list.
    // (Rows read this way are bounded per page: a hostile page of many small tables is read once.)
    const listed = priceList && listRows < MAX_LIST_ROWS ? listTablePlans(page, rows, points) : [];
    if (priceList) listRows += rows.length;
    if (listed.length) {
      lists.push(...listed);
      continue;
    }
    if (byRow === "other") continue;
    // A header row of plans where one is priced and another is "Free" ("FREE | Pro $24/month").
    const shortLine = (c: HElement) => priceWordCell(page, c);
    // A header cell naming its plan over the word that prices it ("Community" over "Free"), as a
    // priced one names its plan over its figure (round 82g).
    const namedWord = (c: HElement) => shortLine(c) || namedPriceWordCell(page, c);
    // A labelled price row whose figures are partly or wholly words ("Pricing (user/month) | Free |
    // € 50", "价格 | 免费 | 联系我们"): the plans' price row all the same (round 46b, word-price-cells.ts).
    const priceLabel = (l: string) => PRICE_ROW_LABEL.test(l) || PLAN_COLUMN.test(l.replace(/[:.]$/, ""));
    // A row that prices every plan's column alike is no plan's price but a charge each plan shares (a
    // kind of seat at "$0" under every edition, "$49/user" under each paid one): the row that tells the
    // plans apart prices them, and a row of zeros alone prices none (round 82a).
    const firstAmount = (c: HElement) => points.find((p) => page.contains(c, p.el) && !p.struck)?.tok.amount;
    const alike = (cells: HElement[]) => new Set(cells.filter((c) => pricedIn([c]) > 0).map(firstAmount)).size === 1;
    const zeros = (cells: HElement[]) => cells.every((c) => pricedIn([c]) === 0 || firstAmount(c) === 0);
    const pricedRows = rows.filter((cells) => pricedIn(cells) >= 2);
    const figured =
      (pricedRows.find((cells) => !alike(cells)) ?? pricedRows.find((cells) => !zeros(cells))) ??
      rows.find((cells) => pricedIn(cells) >= 1 && cells.every((c) => c.tag === "th") && pricedIn(cells) + cells.filter(namedWord).length >= 2);
    // (Such a row is labelled, so its plans are named by the header above it, never by its own cells.)
    const worded = figured ? undefined : rows.find((cells, i) => i > 0 && wordPriceRow(cells, (c) => pricedIn([c]) > 0, shortLine, page.text(cells[0], "all"), priceLabel));
    const firstPriced = figured ?? worded;
    if (!firstPriced) continue;
    const { priceRow, annualRow } = billingSideRows(page, rows, firstPriced, pricedIn);
    // Names: the price row itself when its cells also name the plans ("Pro $10/mo" headers),
    // else the first row above it with two or more name-like cells (the header, not a data row
    // such as "Up to 100 GB").
    const priceIndex = rows.indexOf(priceRow);
    const namesPlan = (l: string) => planName(l) !== null && !CONTACT_LINE.test(l) && !CTA.test(l) && !BILLING_LINE.test(l);
    // A cell names its plan on a line of its own ("Pro" over "$10/mo"); a header cell also before its
    // price on one line ("Pro (£99/mo)", "Pro — $10/mo"; a data cell's "from $5" is no name).
    const cellNames = (c: HElement) => cardLines(page, c).map((l) => (namesPlan(l) ? planName(l) : c.tag === "th" ? nameBeforePrice(l) : null));
    const pricedNames = priceRow.filter((c) => points.some((p) => page.contains(c, p.el))).map((c) => cellNames(c).find((n) => n !== null) ?? null).filter((n): n is string => n !== null);
    const namedPriced = pricedNames.length;
    // Plans in a row are told apart by their names: the same words over every price ("Greater of" over
    // "$100/mo or 5% of spend" and over "$500/mo or 10%") qualify the prices, they name no plan, and
    // the header row above names the columns (round 96g).
    const repeated = new Set(pricedNames.map((n) => n.toLowerCase())).size < pricedNames.length;
    const selfNamed = !worded && !repeated && (namedPriced >= 2 || (namedPriced >= 1 && namedPriced + priceRow.filter(namedWord).length >= 2));
    // (A header of two rows, the upper one grouping the columns ("Individual" over "Academic | Single
    // User", "Site" over "Small | Medium | Large"): the row under it names the plans, group-header.ts.)
    const header = selfNamed ? priceRow : namesRow(rows.slice(0, priceIndex), (cells) => cells.filter((c) => planName(page.text(c, "all"))).length >= 2, priceRow.length, (c) => page.text(c, "all"));
    if (!header) continue;
    // A header with a price column ("Item | Price | Example") prices its rows: its other columns
    // are no plans (a sum in an example cell is no price of the "Example" column).
    if (header !== priceRow && header.some((c) => PRICE_COLUMN.test(page.text(c, "all").trim()))) continue;
    const offset = header.length - priceRow.length;
    // A label opening the price row ("Cost Per Month (USD)", "月額利用料") gives each of its bare
    // prices the row's period (round 30e, row-label-period.ts).
    // Else the section row over it gives it ("USER COSTS (MONTHLY)" spanning the table above the
    // users' rows, round 82g).
    const rowPeriod = (priceRow[0] && pricedIn(priceRow.slice(0, 1)) === 0 ? rowLabelPeriod(page.text(priceRow[0], "all")) : null) ?? sectionRowPeriod(page, rows, priceIndex, header.length);
    const columns: PlanFact[] = [];
    // The plans whose period the row's label (or its section row) gave: stated by the page, not inferred.
    const byLabel: PlanFact[] = [];
    // A row of each column's own term ("有效期 | 1年 | 1年 | 5年", "Validity | 1 year | 3 years"):
    // the term a column's bare price pays for (round 96d, term-row.ts).
    const ownTerms = rowPeriod === null ? termRow(rows.map((cells) => cells.map((c) => page.text(c, "all"))), priceIndex, (i) => pricedIn([priceRow[i]!]) > 0) : null;
    const byOwnTerm = new Map<PlanFact, Period | null>();
    priceRow.forEach((cell, i) => {
      const h = header[i + offset];
      if (!h) return;
      const name = header === priceRow ? (cellNames(h).find((n) => n !== null) ?? null) : headerName(page, h);
      // A column of rates or discounts ("Hourly Rate", "1-Year Discount"), or one that names its
      // currency or unit ("Input $/M tokens", "USD / month"), is no plan.
      if (!name || PRICE_COLUMN.test(name) || findPrices(`${name} 1`).length > 0 || /[$€£¥]|\b[A-Z]{3}\b\s*\//.test(name)) return;
      const pts = points.filter((p) => page.contains(cell, p.el) && !p.struck);
      const text = page.text(cell, "all");
      if (!pts.length) {
        const line = withoutColumnLabel(page, cell, name, text);
        const contact = CONTACT_LINE.test(line);
        // (Or the free word on a line of its own over a note, "Free" over "No credit card required",
        // as a card's price slot shows it: round 92i.)
        const free = freeLine(line) || (line !== "" && freeLine(cardLines(page, cell)[0] ?? ""));
        // A header cell of a row of priced plan names that names a plan and prints no figure
        // ("Free | Pro (£99/mo) | Team (£299/mo) | Enterprise"): a plan whose price the page does
        // not give (round 15, part b). Never the row's first cell, the table's corner, nor a cell
        // with a button (its words are the button's: "Enterprise Request a demo").
        const names = !contact && !free && header === priceRow && i > 0 && cell.tag === "th" && !/\d/.test(line) ? cellNames(cell) : [];
        const unpriced = names.length === 1 && names[0] === name && !hasAction(page, cell);
        if (!contact && !free && !unpriced) return;
        columns.push(fact(page, cell, { name, amount: free ? 0 : null, annual_amount: null, list_amount: null, currency: null, period: null, per_user: false, free, trial_days: null, contact_sales: contact, price_text: line, features: [] }));
        return;
      }
      const p = pts.find((x) => !x.hidden) ?? pts[0];
      // The cell's own words: the last cell of a row must not read the next row's label.
      const b = billingAfter(p.tail.slice(0, Math.max(0, page.range(cell, p.stream)[1] - p.tailAt)));
      // "$24/month" over "$240/year" in one cell: the yearly price is the annual side.
      const second = pts.find((x) => x !== p && !x.hidden && x.tok.currency === p.tok.currency);
      const yearly = b.period === "month" && second && billingAfter(second.tail.slice(0, Math.max(0, page.range(cell, second.stream)[1] - second.tailAt))).period === "year" && second.tok.amount > p.tok.amount ? round2(second.tok.amount / 12) : null;
      // The annual side's row prices this column for less per month ("$88/mo" over "$110/mo").
      const annualCell = annualRow?.[i];
      const sidePoint = annualCell ? points.find((x) => page.contains(annualCell, x.el) && !x.struck && x.tok.currency === p.tok.currency) : undefined;
      const annualSide = b.period === "month" && sidePoint && sidePoint.tok.amount < p.tok.amount ? sidePoint.tok.amount : null;
      // The cell's own words pair its two prices as the billing sides ("$349/user (for annual
      // commitments)" over "$418.80/user (for monthly pay as you go)", round 82g): the monthly-billing
      // one prices the plan, as on a card (billing-pair.ts).
      const pair = yearly === null && annualSide === null ? cellBillingPair(page, cell, pts) : null;
      const shown = pair?.monthly ?? p;
      const sb = pair ? billingAfter(cellTail(page, cell, shown)) : b;
      columns.push(
        fact(page, cell, {
          name,
          amount: shown.tok.amount,
          annual_amount: pair ? pair.annual.tok.amount : (yearly ?? annualSide ?? (b.billedAnnually ? p.tok.amount : null)),
          list_amount: null,
          currency: shown.tok.currency,
          // ("$9" over "Billed monthly": the month, as on a card; round 92i. Round 105d: or the
          // price's slot marked the monthly side of the cell's own switch, marked-month-slot.ts.)
          period: sb.period ?? rowPeriod ?? (pair || (sb.billedMonthly && !sb.billedAnnually && !sb.billedEither) || monthSlotMarked(page, cell, shown.el, variantFromAttrs) ? "month" : null),
          per_user: sb.perUser || (pair !== null && billingAfter(cellTail(page, cell, pair.annual)).perUser),
          free: p.tok.amount === 0,
          trial_days: null,
          contact_sales: false,
          price_text: snippet(text, 80),
          features: [],
        }),
      );
      if (sb.period === null && rowPeriod !== null && statedByLabel(page.text(priceRow[0]!, "all"), text)) byLabel.push(columns[columns.length - 1]!);
      const term = sb.period === null && !pair && yearly === null && annualSide === null ? ownTerms?.[i] : undefined;
      if (term) {
        columns[columns.length - 1]!.period = term.period;
        byOwnTerm.set(columns[columns.length - 1]!, term.period);
      }
    });
    // "ZyncSpace | Slack | Teams": the product against its rivals, not its plans (rivals.ts).
    if (rivalComparison(page.url, columns.map((c) => c.name), true)) continue;
    // A plans table whose prices state no period, on a page that says it sells with no
    // subscription and prices nothing by the month or year: paid once, as a set of cards is
    // (round 18a; paid-once.ts — a table has no cards' buttons to go by, only the page's words).
    // The table stands for the set's cards (round 26a): a row that speaks of time ("Monthly cost |
    // $0 | $79") ties its prices to a period the column reader did not take, so they are no services.
    defaultPeriod(columns, paidOnceOnPage(page, [], periodChoice(page)), page, false, [table]);
    // A column's own term is stated by the page and wins over what the page says elsewhere: a
    // term of several years stays a price for that term, never paid once (round 96d).
    for (const [p, period] of byOwnTerm) {
      p.period = period;
      markInferred(p, "period", false);
      if (period !== null) byLabel.push(p);
    }
    out.push(...columns);
    for (const p of byLabel) if (columns.includes(p)) labelled.add(p);
    // The table's corner names its product when the header row names the plans ("Permits API |
    // Low $499/mo | Medium …" above "Contractors API | Low $349/mo | …"): the set's title.
    const corner = header === priceRow && offset === 0 && priceRow.length > columns.length && pricedIn(priceRow.slice(0, 1)) === 0 ? page.text(priceRow[0]!, "all").trim() : null;
    sets.push({ plans: columns, visible: true, container: table, title: corner || null });
  }
  // Tables of the same plan names at other prices, each titled: more plans, kept apart (named-sets.ts).
  labelNamedSets(page, sets);
  if (out.length === 0 && lists.length > 0) {
    for (const p of lists) fromRows.add(p);
    return lists;
  }
  return out;
}

/**
 * A plan column's name in a header row above the prices: the cell's first line, without a button or
 * note printed after the name on that line (issue 25, round 82c: "<span>Basic</span><a>Start for
 * free</a>" side by side in a flex box reads "Basic Start for free" — an invented plan beside the
 * cards' "Basic"). cellLabel drops such trailing children; its label is taken only when it opens the line.
 */
function headerName(page: Page, cell: HElement): string | null {
  const first = cardLines(page, cell)[0] ?? "";
  const label = cellLabel(page, cell);
  return planName(label.length < first.length && first.startsWith(label) ? label : first);
}

/** The words after a price within its cell: the last cell of a row must not read the next row's label. */
const cellTail = (page: Page, cell: HElement, p: Point): string => p.tail.slice(0, Math.max(0, page.range(cell, p.stream)[1] - p.tailAt));

/** A cell's two prices paired as the billing sides by the words after each (billing-pair.ts), or null. */
function cellBillingPair(page: Page, cell: HElement, pts: readonly Point[]): { monthly: Point; annual: Point } | null {
  const shown = pts.filter((x) => !x.hidden);
  if (shown.length < 2 || shown.length > 4) return null;
  const own = shown.map((x) => ({ ...x, tail: cellTail(page, cell, x) }));
  const pair = billingPair(own);
  return pair ? { monthly: shown[own.indexOf(pair.monthly)]!, annual: shown[own.indexOf(pair.annual)]! } : null;
}

/**
 * Round 82g: the period a section row gives the rows under it — a row of one cell spanning the table
 * ("USER COSTS (MONTHLY)" over "Basic users | $0 | $0", "Full platform users | … | $10/first user"),
 * the nearest such row above the price row. Its label is read as a price row's (row-label-period.ts:
 * a month or a year, no figure, at most 60 characters). The header row is never one.
 */
function sectionRowPeriod(page: Page, rows: HElement[][], priceIndex: number, width: number): Period | null {
  if (width < 3) return null;
  for (let i = priceIndex - 1; i > 0 && priceIndex - i <= 12; i--) {
    const cells = rows[i]!;
    if (cells.length !== 1) continue;
    // (The label's own words: a section row may fold a note of paragraphs under its label.)
    const label = cardLines(page, cells[0]!)[0] ?? "";
    return rowLabelPeriod(label);
  }
  return null;
}

/**
 * A price-row cell without a price, read for a word ("Contact Sales", "Free"): when its first line
 * only repeats its column's name (a label for narrow screens, "Enterprise" over "Contact Sales" in
 * every cell), the words after it are the cell's (round 82g). A cell of more than 40 characters says
 * more than a word and is left unread.
 */
function withoutColumnLabel(page: Page, cell: HElement, name: string, text: string): string {
  const lines = cardLines(page, cell);
  const rest = lines.length >= 2 && planKey(lines[0]!) === planKey(name) ? lines.slice(1).join(" ") : text;
  return rest.length <= 40 ? rest : "";
}

/** A row's billing side, by its own class or id ("annual-pricing", "monthly-pricing") or its first cell's label ("Billed annually"). */
function rowSide(page: Page, cells: HElement[], pricedIn: (cells: HElement[]) => number): "annual" | "monthly" | null {
  const tr = cells[0]?.parent;
  const label = cells[0] && pricedIn(cells.slice(0, 1)) === 0 ? page.text(cells[0], "all").trim().slice(0, 40) : "";
  const marks = `${tr?.tag === "tr" ? `${tr.attrs.class ?? ""} ${tr.attrs.id ?? ""}` : ""} ${label}`.replace(/[_-]/g, " ");
  const annual = ANNUAL_SIDE.test(marks);
  const monthly = MONTHLY_SIDE.test(marks);
  return annual === monthly ? null : annual ? "annual" : "monthly";
}

/**
 * A plans-in-columns table may print both billing sides as rows of their own, one marked annual
 * and one monthly (by the row's class or label). The monthly row prices the plans, as a toggle's
 * monthly side does; the annual row is the annual side. Any other table keeps its first price row.
 */
function billingSideRows(page: Page, rows: HElement[][], first: HElement[], pricedIn: (cells: HElement[]) => number): { priceRow: HElement[]; annualRow: HElement[] | null } {
  const side = rowSide(page, first, pricedIn);
  if (!side) return { priceRow: first, annualRow: null };
  const other = rows.find((cells) => cells !== first && cells.length === first.length && pricedIn(cells) >= 2 && rowSide(page, cells, pricedIn) === (side === "annual" ? "monthly" : "annual"));
  if (!other) return { priceRow: first, annualRow: null };
  return side === "annual" ? { priceRow: other, annualRow: first } : { priceRow: first, annualRow: other };
}

function fact(page: Page, el: HElement, f: Omit<PlanFact, "source" | "evidence">): PlanFact {
  return { ...f, source: "page", evidence: evidenceOf(page, el, `${f.name} ${f.price_text}`) };
}

/**
 * Where a shown plan was read (the confidence model's structural signals, src/intel/confidence.ts):
 * a set of repeated cards, a plan block beside such a set, a comparison table, or a page's lone
 * card; how many plans its set holds; whether the set is on screen, names its billing, sits under
 * a billing toggle.
 */
export interface PlanOrigin {
  /** "prose": a run of name / price paragraphs in a document (round 11). "sole": the one price a pricing page prints, named after the product (round 15, sole-price.ts). "priceless": cards of a page that publishes no price (round 15, priceless-cards.ts). "option": the choices of an order form's select list (round 16, select-options.ts), or the price list printed in a payment form (round 95a, form-price-list.ts). "link": the offers a site's buy links state (round 92g, buy-links.ts). "menu": cards priced only by a billing-cycle select (round 109e, cycle-menu.ts). */
  kind: "card" | "adjacent" | "table" | "lone" | "prose" | "sole" | "priceless" | "option" | "link" | "menu";
  /** A table read by rows (plans as rows: a name cell, a price cell), not by its header's columns. */
  rows?: boolean;
  /**
   * A table's price read with the period its row's label states ("Price / year | $6,500 | …", a
   * section row "USER COSTS (MONTHLY)"): the page states the period, if not in the price's cell
   * (round 82j: the confidence model's period_stated).
   */
  periodLabelled?: boolean;
  size: number;
  visible: boolean;
  explicit: boolean;
  toggle: boolean;
}

export interface PagePlans {
  plans: PlanFact[];
  /** Where each plan of `plans` was read (by identity). */
  origins: Map<PlanFact, PlanOrigin>;
  usage: TextFact[];
  /** Names the page shows as something other than plans (product tiles): structured data naming them is not plans either. */
  notPlans: string[];
}

/**
 * Trial lengths stated outside the cards. A sentence that names plans ("Try Starter or Advanced
 * free for 30 days", "Free 14-day trial of Business + AI") gives them the trial; a length that
 * names none ("Start your free 14-day trial", "Free trials last 30 days") goes to the paid
 * cards that offer a trial ("Try for free"), or to every paid plan when no card does. Names
 * match as words starting with a capital ("your team" is no plan named Team), longest first
 * ("Business + AI" before "Business").
 */
function pageTrials(page: Page, plans: PlanFact[], trialCta: Set<PlanFact>) {
  const open = plans.filter((p) => p.trial_days === null && p.amount !== null && p.amount > 0);
  if (open.length === 0) return;
  const names = [...new Set(plans.map((p) => p.name))].sort((a, b) => b.length - a.length);
  let unnamed: number | null = null;
  let sentences = 0;
  let cursor = 0;
  const zones = new Map<HElement, Zone>();
  for (const sentence of page.visible.split(/(?<=[.!?])\s+|\n/)) {
    const at = page.visible.indexOf(sentence, cursor);
    if (at >= 0) cursor = at + sentence.length;
    if (sentence.length > 300 || ++sentences > 20_000) continue;
    const m = TRIAL.exec(sentence);
    if (!m) continue;
    // A FAQ answer ("Do you offer a trial of Enterprise? Yes, a 30-day trial") is no offer on the cards.
    if (at >= 0 && sentence.length > 0) {
      const el = page.elementAt("visible", at, at + sentence.length);
      if (zoneOf(page, el, zones) === "faq") continue;
      // Markdown-built pages put FAQs flat under question headings ("### Is there a free trial for Pro?").
      const inHeading = [el, ...ancestors(el)].some((e) => /^h[1-6]$/.test(e.tag));
      if (!inHeading && /\?\s*$/.test(headingBefore(page, el.order)?.text ?? "")) continue;
    }
    const days = trialDays(m);
    let rest = sentence;
    const named: string[] = [];
    for (const n of names) {
      const at = rest.toLowerCase().indexOf(n.toLowerCase());
      const before = at > 0 ? rest[at - 1] : " ";
      const after = rest[at + n.length] ?? " ";
      if (at < 0 || /[\p{L}\p{N}]/u.test(before) || /[\p{L}\p{N}]/u.test(after) || !/^\p{Lu}/u.test(rest[at])) continue;
      named.push(n);
      rest = rest.slice(0, at) + " ".repeat(n.length) + rest.slice(at + n.length);
    }
    if (named.length === 0) unnamed ??= days;
    for (const p of open) if (p.trial_days === null && named.includes(p.name)) p.trial_days = days;
  }
  if (unnamed === null) return;
  // When no card offers a trial itself (its CTA says "Buy now" or "Try now" under "Get a 15-day
  // free trial", or the trial is the other choice of an offer toggle), the page's trial is every
  // paid plan's.
  const offered = plans.some((p) => trialCta.has(p));
  for (const p of open) if (p.trial_days === null && (trialCta.has(p) || !offered)) p.trial_days = unnamed;
}

/**
 * Whether the words around a group of cards (its container's own lines outside the cards, and
 * the two blocks just before the container) say prices are per user. Lines with a price are
 * skipped ("Additional users $10 per user" is no note on the plans' prices).
 */
function perUserNote(page: Page, g: CardGroup): boolean {
  return noteSentences(page, g, 0).some(perUserIn);
}

/**
 * The short sentences without a price around a group of cards: its container's own lines outside
 * the cards and the two blocks just before the container — and, with `levels`, the two blocks
 * before each of that many ancestors (a note in the section above the grid's section).
 */
function noteSentences(page: Page, g: CardGroup, levels: number): string[] {
  const out: string[] = [];
  for (const b of noteBlocks(page, g, levels)) {
    const t = page.text(b, "all");
    if (t.length > 300) continue;
    for (const line of t.split(/(?<=[.!?])\s+/)) if (line.length <= 200 && findPrices(line).length === 0) out.push(line);
  }
  return out;
}

/**
 * "Prices shown are per month, billed yearly": a note that says how the shown prices are billed
 * (not an offer such as "Pay annually and get 2 months free" or "save 20% when billed yearly").
 */
const ANNUAL_NOTE = /\b(?:prices?|plans?|amounts?)\b[^.]{0,60}\b(?:billed|paid|charged)\s+(?:annually|yearly|once\s+a\s+year|per\s+year)\b/i;
const OFFER_WORDS = /\b(?:save|saving|discount|off|free|get|when|if|or|option|choose|switch)\b|%/i;
/**
 * Round 82g: "Billed annually" as a line of its own under a set's title (a plan column whose seats are
 * priced "$55/mo", sold only by the year), the line saying nothing else. A switch's two labels
 * ("Billed monthly" and "Billed annually") are no such note: a line billed monthly beside it undoes it.
 */
const BARE_ANNUAL = /^(?:billed|paid|charged|invoiced)\s+(?:annually|yearly)\.?$/i;
const BARE_MONTHLY = /^(?:billed|paid|charged|invoiced)\s+monthly\.?$|^monthly$/i;
const annualNote = (page: Page, g: CardGroup) => {
  if ([...noteSentences(page, g, 2), ...noteAfter(page, g, 2)].some((l) => ANNUAL_NOTE.test(l) && !OFFER_WORDS.test(l))) return true;
  const lines = noteBlocks(page, g, 2).flatMap((b) => cardLines(page, b));
  return lines.some((l) => BARE_ANNUAL.test(l)) && !lines.some((l) => BARE_MONTHLY.test(l));
};

/** The blocks noteSentences reads: short (600 characters at most) and shown. */
function noteBlocks(page: Page, g: CardGroup, levels: number): HElement[] {
  const cards = new Set(g.cards);
  const blocks = g.container.children.filter((c): c is HElement => c.kind === "element" && !cards.has(c)).slice(0, 6);
  for (let e: HElement | null = g.container, i = 0; e?.parent && e.parent.tag !== "#root" && i <= levels; e = e.parent, i++) {
    const sibs = e.parent.children.filter((c): c is HElement => c.kind === "element");
    const at = sibs.indexOf(e);
    blocks.push(...sibs.slice(Math.max(0, at - 2), at));
  }
  return blocks.filter((b) => spanOf(page, b) <= 600 && !page.isHidden(b));
}

/** The short sentences of the block just after the group's container (or one of `levels` ancestors): "Plans are billed annually." under the grid. */
function noteAfter(page: Page, g: CardGroup, levels: number): string[] {
  const out: string[] = [];
  for (let e: HElement | null = g.container, i = 0; e?.parent && e.parent.tag !== "#root" && i <= levels; e = e.parent, i++) {
    const sibs = e.parent.children.filter((c): c is HElement => c.kind === "element");
    const next = sibs[sibs.indexOf(e) + 1];
    if (!next || spanOf(page, next) > 300 || page.isHidden(next)) continue;
    for (const line of page.text(next, "all").split(/(?<=[.!?])\s+/)) if (line.length <= 200 && findPrices(line).length === 0) out.push(line);
  }
  return out;
}

/** The length of `el`'s text in the "all" stream, without slicing it (bounded checks on big subtrees). */
const spanOf = (page: Page, el: HElement) => {
  const [start, end] = page.range(el, "all");
  return end - start;
};

/** Whether `card` holds something to click: a link, a button or a submit input (zones.ts, among its first 2,000 elements). */
const hasAction = (page: Page, card: HElement): boolean => holdsAction(page, card, 2000);

/**
 * A row of figure tiles — each a label and a figure, no heading, nothing to click, no period after
 * its price ("Tastings $0", "Pack 10 690 ₽", "0 Kč Hidden fees") — is a page's figures, a
 * dashboard mock-up or a list of top-ups, not a set of plans. Round 21b: on development such tiles
 * read as invented plans on three sites; this check reaches the two whose tiles form a priced
 * group (the third stands among unpriced tiles). A plan card names itself in a heading, offers an
 * action or states its period. Bounded: a card's first 3,000 characters, once per group.
 */
function statTiles(page: Page, cards: HElement[]): boolean {
  if (cards.some((c) => hasAction(page, c))) return false;
  return cards.every((c) => {
    const lines = cardLines(page, c);
    if (lines.length > 2 || headingsWithin(page, c, 1).length > 0) return false;
    return !lines.some((l) => findPrices(l).some((t) => billingAfter(l.slice(t.end)).period !== null));
  });
}


/** A link to a product's own pricing page: "View Messaging pricing", "See pricing", "Explore Voice pricing details". */
const PRICING_LINK = /^(?:view|see|explore|check|compare)\s+(?:[\p{L}\p{N}&'’.+-]+\s+){0,4}pric(?:ing|es)\b/iu;

/**
 * A grid of product tiles each sending to its own pricing page ("Chat API — Starts at $0.05 per
 * active user per month" over "View Chat pricing", "Mail API — Paid plans start at $15/month" over
 * "View Mail pricing"; round 82d): a directory of products, each priced elsewhere, whose figures are
 * starting prices, not plans — even where a tile also offers a shared "Start for free". Every card
 * holds such a link (within its first 400 elements), to a path of its own, none of them this page's.
 */
function pricingLinkTiles(page: Page, cards: HElement[]): boolean {
  if (cards.length < 2) return false;
  let here = "";
  try {
    here = new URL(page.url).pathname;
  } catch {
    return false;
  }
  const paths = new Set<string>();
  for (const card of cards) {
    const end = page.subtreeEnd(card);
    let path: string | null = null;
    for (let o = card.order; o <= end && o - card.order < 400 && path === null; o++) {
      const e = page.doc.elements[o - 1];
      if (e.tag !== "a" || !e.attrs.href || !PRICING_LINK.test(page.text(e, "all").trim().slice(0, 80))) continue;
      try {
        path = new URL(e.attrs.href, page.url).pathname;
      } catch {
        return false;
      }
    }
    if (path === null || path === here) return false;
    paths.add(path);
  }
  return paths.size === cards.length;
}

/**
 * A grid of tiles that are each one link to another page of the site ("Droplets — Starting at
 * $4/mo" → /pricing/droplets): a directory of products, each priced on its own page, not plans to
 * sign up for. Every card is (or is wholly wrapped by) a link, the links go to different paths,
 * none of them a sign-up or checkout, and nothing else in the card is clickable.
 */
function linkTiles(page: Page, cards: HElement[]): boolean {
  if (cards.length < 2) return false;
  const paths = new Set<string>();
  for (const card of cards) {
    const inner = card.children.filter((c): c is HElement => c.kind === "element");
    const link = card.tag === "a" ? card : inner.length === 1 && inner[0].tag === "a" ? inner[0] : null;
    if (!link || !link.attrs.href || SIGN_UP_HREF.test(link.attrs.href)) return false;
    const end = page.subtreeEnd(link);
    for (let o = link.order + 1; o <= end && o - link.order < 400; o++) {
      const e = page.doc.elements[o - 1];
      if (e.tag === "a" || e.tag === "button") return false;
    }
    try {
      paths.add(new URL(link.attrs.href, page.url).pathname);
    } catch {
      return false;
    }
  }
  return paths.size === cards.length;
}

/** The plans one card group yields, and whether the group is on screen. */
interface GroupPlans {
  plans: PlanFact[];
  visible: boolean;
  origin?: Omit<PlanOrigin, "size">;
  /** The billing side the whole set stands for (a tab panel, a "yearly-list"), when it says. */
  own?: "annual" | "monthly" | null;
  /** The element holding the set's cards. */
  container?: HElement;
  /** The set's cards (their shared template tells a product line from an upsell: product-lines.ts). */
  cards?: HElement[];
}

/**
 * The same plans twice, once as a yearly set and once as a monthly one ("yearly-list" and
 * "monthly-list" both in the HTML, a switch showing one): one set of plans, each priced by the
 * month with its annual-billing side from the yearly set. Only when the yearly figures are several
 * times the monthly ones: the year's totals ($529 a year beside $49 a month), so a month is a twelfth.
 */
function pairBillingSides(read: GroupPlans[]): GroupPlans[] {
  const yearly = read.filter((g) => g.own === "annual");
  const monthly = read.filter((g) => g.own === "monthly");
  if (yearly.length !== 1 || monthly.length !== 1) return read;
  const [a, m] = [yearly[0], monthly[0]];
  const twin = new Map(m.plans.map((p) => [planKey(p.name), p]));
  const shared = a.plans.filter((p) => twin.has(planKey(p.name)));
  if (shared.length < 2 || shared.length < Math.min(a.plans.length, m.plans.length) * 0.8) return read;
  // Only a yearly set of year totals read as months needs this: a yearly set of monthly
  // equivalents ("$8/mo billed yearly") already pairs with its monthly twin.
  const priced = shared.map((p) => [p, twin.get(planKey(p.name))!] as const).filter(([p, q]) => (p.amount ?? 0) > 0 && (q.amount ?? 0) > 0);
  if (priced.length === 0 || !priced.every(([p, q]) => p.amount! > q.amount! * 3 && p.currency === q.currency)) return read;
  const plans = a.plans.map((p) => {
    const q = twin.get(planKey(p.name));
    if (!q) return p;
    twin.delete(planKey(p.name));
    if (q.amount === null || p.amount === null || q.amount <= 0 || p.amount <= 0 || q.currency !== p.currency || q.period !== "month") return q;
    return { ...q, annual_amount: round2(p.amount / 12) };
  });
  const merged: GroupPlans = { plans: [...plans, ...twin.values()], visible: a.visible || m.visible, own: null, origin: m.origin };
  return read.filter((g) => g !== m).map((g) => (g === a ? merged : g));
}

/**
 * The classes a grid's prices sit in (round 86j): for each card's shown price, the first class of
 * the nearest classed element holding it inside the card ("pricing-price" of "<div
 * class="pricing-price">€10<span>/month</span></div>"). A card of the template prints its price there.
 */
function priceSlotClasses(page: Page, cards: readonly (readonly [HElement, Point[]])[]): Set<string> {
  const out = new Set<string>();
  for (const [card, pts] of cards)
    for (const p of pts) {
      if (p.hidden || p.struck) continue;
      let e: HElement | null = p.el;
      for (let i = 0; e && e !== card && i < 6; i++, e = e.parent) {
        const first = (e.attrs.class ?? "").trim().split(/\s+/)[0];
        if (first) {
          out.add(first);
          break;
        }
      }
    }
  return out;
}

/** Whether a card holds an element of the grid's price slot class whose words are a free word alone ("Free", "Gratis"). */
function freePriceSlot(page: Page, card: HElement, slots: ReadonlySet<string>): boolean {
  const end = page.subtreeEnd(card);
  for (let o = card.order + 1; o <= end && o - card.order < 200; o++) {
    const e = page.doc.elements[o - 1]!;
    const first = (e.attrs.class ?? "").trim().split(/\s+/)[0];
    if (!first || !slots.has(first)) continue;
    const t = page.text(e, "all").replace(/\s+/g, " ").trim();
    if (t.length <= 24 && freeLine(t)) return true;
  }
  return false;
}

/**
 * A plan block right beside a card grid. A contact-sales block ("Enterprise — Contact sales"
 * under the row of priced cards): a sibling of the grid with a heading, no price and a contact
 * line. Or one priced plan set apart ("Contractor Only — $35/mo", a wide card under the row,
 * often one section further out): the next or previous block of the grid or of one of its two
 * nearest ancestors, named by its first heading (not a page's h1: that is a hero), with something
 * to click and one to three prices all in the grid's currency, each opening a short line of its
 * own (a price in a sentence — a hero's "then $1/month for 3 months" — is an offer), at least one
 * of them a plan price, and holding no other card group (a row of bundles is a group of its own,
 * judged as one).
 */
function adjacentCard(page: Page, container: HElement, zones: Map<HElement, Zone>, points: Point[], currency: string | null, containers: HElement[]): { el: HElement; points: Point[]; named?: CardNameAt } | null {
  for (let e: HElement | null = container, level = 0; e?.parent && e.parent.tag !== "#root" && level <= 2; e = e.parent, level++) {
    const sibs = e.parent.children.filter((c): c is HElement => c.kind === "element");
    const i = sibs.indexOf(e);
    for (const sib of [sibs[i + 1], sibs[i - 1]]) {
      // (A contact chip in the grid's own bar, beside its billing switch: round 82m.)
      const chip = sib && level === 0 && !page.isHidden(sib) && headingsIn(page, sib).length === 0 ? contactChip(page, sib, points) : null;
      if (chip) return { el: chip.el, points: [], named: chip.named };
      if (!sib || page.isHidden(sib) || spanOf(page, sib) > 1200 || headingsIn(page, sib).length === 0 || zoneOf(page, sib, zones) !== null) continue;
      const text = page.text(sib, "all");
      if (text.length > 600) continue;
      const prices = findPrices(text);
      const inside = points.filter((p) => page.contains(sib, p.el));
      // (No plan price: a "$500+ credit included" bullet is no price of the block.)
      if (prices.length === 0 || inside.length === 0) {
        // A contact-sales block: the grid's sibling, or the next section's when it is a plan of
        // its own (named in a few words, with bullets) rather than a "Need more?" box.
        // A block that only asks ("Need more seats, SSO or custom terms? Contact sales") is a
        // "Need more?" box offering a talk, not a plan of the set; a plan lists what it includes.
        if (priceless(page, sib) === "contact" && !(/\?(?:\s|$)/.test(text) && !hasBullets(page, sib)) && (level === 0 || (level === 1 && contactPlanBlock(page, sib)))) return { el: sib, points: [] };
        continue;
      }
      if (currency === null || prices.length > 3 || prices.some((t) => t.currency !== currency) || inside.length === 0 || !hasAction(page, sib)) continue;
      const heading = headingsIn(page, sib)[0];
      if (heading.tag === "h1" || !planName(page.text(heading, "all")) || containers.some((c) => page.contains(sib, c))) continue;
      const lines = cardLines(page, sib);
      const priceLine = (raw: string) => {
        const line = lines.find((l) => l.includes(raw)) ?? text;
        return line.length <= 60 && line.indexOf(raw) <= 15;
      };
      if (!prices.every((t) => priceLine(t.raw))) continue;
      return { el: sib, points: inside };
    }
  }
  return null;
}

/**
 * The one plan card of a page that sells a single plan ("Basic Plan — $9 / month — Checkout"): the
 * page's plan prices (at most three: a monthly and a yearly side) all sit in one small block that
 * is named by a heading (not the page's h1), has something to click, and shows the price on a
 * short line of its own (a price in a sentence is an offer or a comparison, not a card's).
 */
const PRICE_LEAD_IN = /^(?:|from|only|just|starts? at|starting (?:at|from)|ab|desde|dès|a partir de|à partir de|vanaf|da)$/i;
function loneCard(page: Page, points: Point[], zones: Map<HElement, Zone>, unread: HElement[][] = []): ReturnType<typeof readCard> {
  const shown = points.filter((p) => !p.hidden && !p.struck && !insideTable(p.el));
  if (shown.length === 0 || shown.length > 3) return null;
  const card = loneBlock(page, points, shown, zones, unread);
  if (card || shown.length === 1) return card;
  // A price the page says twice (the card's "$8.99 / month", then a closing call to action's
  // "$8.99/month" far below it) is one price: the card is the block around one of its showings,
  // the first or, after a hero's, the last (round 65b).
  const same = (p: Point, q: Point) => p.tok.amount === q.tok.amount && p.tok.currency === q.tok.currency;
  const firsts = shown.filter((p, i) => shown.findIndex((q) => same(p, q)) === i);
  const lasts = shown.filter((p, i) => shown.findLastIndex((q) => same(p, q)) === i);
  if (firsts.length === shown.length) return null;
  return loneBlock(page, points, firsts, zones, unread) ?? loneBlock(page, points, lasts, zones, unread);
}

/** The block around `shown` (the lone card's prices) read as loneCard says, or null. */
function loneBlock(page: Page, points: Point[], shown: Point[], zones: Map<HElement, Zone>, unread: HElement[][]): ReturnType<typeof readCard> {
  const first = shown[0];
  for (let b: HElement | null = first.el.parent, i = 0; b && b.tag !== "#root" && b.tag !== "body" && b.tag !== "main" && i < 8; b = b.parent, i++) {
    if (!shown.every((p) => page.contains(b!, p.el))) continue;
    // Never a block around two cards of a group read as none: the cards the grouping found and
    // refused (pills that are ribbons, a selector's state) are not one card together (round 65b).
    if (unread.some((cards) => cards.filter((c) => page.contains(b!, c)).length >= 2)) return null;
    if (spanOf(page, b) > 1500) return null;
    const head = headingsIn(page, b).find((h) => page.range(h, "all")[0] < first.tok.index);
    // Named before its price: by a heading (not the page's h1, a hero), or by the block's first line.
    const [start] = page.range(b, "all");
    const lead = page.all.slice(start, Math.max(start, page.all.lastIndexOf("\n", first.tok.index))).trim().split("\n").slice(0, 3);
    const named = head ? head.tag !== "h1" : lead.some((l) => planName(l) !== null && !CTA.test(l));
    if (!named || zoneOf(page, b, zones) !== null || !hasAction(page, b)) continue;
    const lines = cardLines(page, b);
    const line = lines.find((l) => l.includes(first.tok.raw)) ?? "";
    // The price opens its line (after at most a lead-in such as "from"): a price inside a sentence is prose.
    // (A struck list price may stand before it: "~~$69~~ $0 / month".)
    const leadIn = line.slice(0, Math.max(0, line.indexOf(first.tok.raw)));
    if (line.length > 60 || !PRICE_LEAD_IN.test(findPrices(leadIn).reduceRight((t, p) => t.slice(0, p.index) + t.slice(p.end), leadIn).trim())) return null;
    const inside = points.filter((p) => page.contains(b!, p.el));
    const group = { own: null, toggle: toggleState(page, b), explicit: false };
    // A lone card whose one line before its price is a tier's word in a badge's dress ("PROFESSIONAL"
    // in a `pricing-badge`, no heading): readCard passes over badges, as a ribbon on one card of a
    // grid; on a page of one plan with nothing else above its price the label is the plan's name
    // (round 65b). A badge's phrase ("Most popular", "Only plan") never is.
    const label = !head && lead.length === 1 && KICKER_WORDS.test(lead[0]) && planName(lead[0]) && !BADGE.test(lead[0]) && !badgePhrase(lead[0]) && !SOON_LINE.test(lead[0]) ? slotElement(page, b, lead[0]) : null;
    const r = readCard(page, b, inside, group) ?? (label ? readCard(page, b, inside, group, { name: lead[0], el: label }) : null);
    // A lone block's longer title is a tagline ("Everything for your tournaments"), not a plan's name.
    return r && r.name.split(" ").length <= 3 ? r : null;
  }
  return null;
}

/**
 * A plan named the use of a day, a week or an hour ("Day Pass", "Daily", "A la journée",
 * "Tagespass", "Weekend", "Hourly"): its bare price is that span's, never the month of the cards
 * beside it (a coworking's "€200/month" desks beside a day ticket; round 18, part c). Not a span
 * counted in the name ("30-Day Challenge", "10 Hours": a pass or a pack).
 */
const RATE_NAME = /(?<!\p{N}[ -]?|\p{L})(?:day|daily|day[- ]?pass|day[- ]?rate|hourly|weekly|week-?end|journée|journalier|jour|tagespass|tageskarte|tagesticket|diario|por d[ií]a|giornaliero|dagpas|dagkort|dagsbiljett)(?!\p{L})/iu;

/**
 * The period of a bare "$29" in a set of plans. The page states none beside it, so it stays null —
 * never the month or year of the cards beside it (round 19d: a "$49" challenge beside "$299/year",
 * a fixed-fee audit beside a monthly retainer, a device beside a subscription; on development no
 * plan was exact by taking a neighbour's period and eight were wrong). Only "paid once" carries
 * over: when every priced card of the set is paid once, or a note beside a set with no period says
 * so ("No subscription", "one-time purchase"). Either way the period is marked inferred.
 */
function defaultPeriod(plans: PlanFact[], oneTimeNote: boolean, page: Page, toggle: boolean, cards: readonly HElement[], ownLabels?: readonly string[]) {
  const periods = plans.filter((p) => p.amount !== null && p.amount > 0).map((p) => p.period).filter((p): p is Period => p !== null);
  // Prices all paid once (passes, packs) leave a bare price beside them paid once too (round 16b).
  const paidOnce = periods.length === 0 ? oneTimeNote : periods.every((p) => p === "one_time");
  // A set with no period of its own takes what the page says away from its prices (round 22b,
  // page-period.ts): paid once where nothing on the page recurs; the period a heading or footnote
  // gives every price ("Monthly plans"); else none. Never across a switch: its sides are the cards'.
  // A page that bills something else (a maintenance plan "99 kr/md") beside a set of service cards,
  // a table's columns or a price list's rows with no period of their own: the services are paid
  // once (round 26a, service-cards.ts) — never beside a period switch. `cards`: the set's cards, or the table.
  // `ownLabels` (one a plan, in order): a price list's row labels or the cards' names. One of them
  // may be the page's only recurring line ("Monthly card", "Subscription room"): one row's term, not
  // the page's, so the set's other bare prices are still paid once (round 28g, page-period.ts
  // `recurrenceBeyond`); that row takes the month or year its label names by an adjective, if any.
  // Not a set of passes by term ("Daily", "Weekly", "Monthly", "Quarterly"): two names or more of a
  // period or a span make the names the page's recurrence.
  // (The labels are looked at only on a page that recurs somewhere.)
  const pageRecurs = recurrenceStated(page);
  const termNames = (labels: readonly string[]) => new Set(labels.filter((l) => recursIn(l) || RATE_NAME.test(l) || namesSpanOrTerm(l)).map(planKey)).size;
  const recurs = pageRecurs && (!ownLabels || termNames(ownLabels) > 1 || recurrenceBeyond(page, ownLabels));
  const ownRecurs = pageRecurs && !recurs;
  const stated = periods.length === 0 && !toggle ? (!recurs || (!periodChoice(page) && servicesPaidOnce(page, plans, cards)) ? "one_time" : declaredPeriod(page)) : null;
  // Cards named by their term ("Monthly $2.50", "Annual $10", "Mesečni 9000 RSD"): the name is the
  // period of a bare price (round 33a, term-name-period.ts); never across the set's switch. (The
  // page-wide `periodChoice` is no guard here: the cards' own names, each a line "Monthly", are what it sees.)
  const byName = toggle ? new Map<number, Period>() : termNamePeriods(plans, termNames(plans.map((p) => p.name)));
  // Packs on a ladder of counts ("1 simulation", "5 simulations", "20 simulations": round 92e,
  // counted-packs.ts), not counted terms, spans or stays ("1 Month", "2 Nights").
  const packs = countedPacks(plans.map((p) => (countedTerm(p.name) || recursIn(p.name) || RATE_NAME.test(p.name) || namesSpanOrTerm(p.name) || namesStay(p.name) ? "" : p.name)));
  for (const [i, p] of plans.entries())
    if (p.period === null && p.amount !== null && p.amount > 0) {
      // A bare price named a pack, a licence or credits is bought once, whatever the set's other
      // cards state ("Pack Essentiel 690€" beside a rental "69€/mois"; paid-once.ts), and so is
      // one of a ladder of packs named by their counts — unless its price is per a unit or a term of its own.
      if (ONE_OFF_NAME.test(p.name) || (packs.has(i) && !perOwnUnit(p.price_text) && !termPrice(p.price_text))) {
        p.period = "one_time";
        markInferred(p, "period");
        continue;
      }
      // A price per something that is no period ("¥15,000 / session", "€79 per project"), or a
      // plan named a day's or a week's use ("Day Pass", "A la journée"), or a stay or one span of
      // use ("2 éjszaka", "Viena diena", "(1 сутки)": round 29e, stay-label.ts), is not paid once.
      const ownTerm = perOwnUnit(p.price_text) || termPrice(p.price_text) || RATE_NAME.test(p.name) || namesStay(p.name);
      if (paidOnce && !ownTerm) p.period = "one_time";
      else if (stated && !ownTerm) p.period = stated;
      const label = ownRecurs ? ownLabels![i] : undefined;
      if (p.period === "one_time" && label && recursIn(label)) p.period = labelPeriod(label) ?? p.period;
      if (p.period === null) p.period = byName.get(i) ?? null;
      // Inferred (or, null, not stated) unless the price as shown names a period after all: text
      // built from the plan then never claims one (docs/intel.md, "Confidence").
      if (!statesPeriod(p.price_text)) markInferred(p, "period");
    }
}

/** Whether a price as shown is per a span of several months or years ("$75 /3 months"): no period of ours. */
function termPrice(priceText: string): boolean {
  const tok = findPrices(priceText)[0];
  return !!tok && perTerm(priceText.slice(tok.end));
}

/** Whether a price as shown is per a unit of its own — not a period, not a person ("/ 回", "per session"). */
function perOwnUnit(priceText: string): boolean {
  const tok = findPrices(priceText)[0];
  if (!tok) return false;
  const tail = priceText.slice(tok.end);
  if (!/^[\s〜~+-]*(?:\/|per\s|pro\s|par\s|por\s|je\s)\s*[^\s\/,.]/i.test(tail) || perTerm(tail)) return false;
  const b = billingAfter(tail);
  return b.period === null && !b.perUser;
}

/**
 * Round 82m: the plan columns of a page whose paid plans each hold a set of prices of their own (a
 * price per kind of seat under "Pro", another under "Team"): every paid column is a card group of
 * its own, and the free column beside them, with no price at all, belongs to none. Columns are
 * siblings of one tag (list items, articles) under one parent; when two or more of them each hold a
 * different kept set, a sibling that holds no set and no price, is shown, is headed (not by the h1)
 * by a plan's name, says "Free" in a short line and has something to click is a free plan. Sets
 * that merely sit in sections of one page never share a parent as columns do; no contact or priced
 * block is taken here (adjacentCard and card-apart read those).
 */
function freeColumns(page: Page, kept: readonly GroupPlans[], points: readonly Point[]): HElement[] {
  const containers = kept.flatMap((g) => (g.visible && g.plans.length > 0 && g.container ? [g.container] : []));
  if (containers.length < 2) return [];
  const out: HElement[] = [];
  const seen = new Set<HElement>();
  for (const c of containers) {
    // The column: the nearest of five ancestors whose parent holds three to eight elements of its
    // tag, two or more of them each with a set of its own.
    for (let e: HElement | null = c, level = 0; e?.parent && e.parent.tag !== "#root" && level <= 4; e = e.parent, level++) {
      const parent = e.parent;
      if (seen.has(parent)) break;
      const cols = parent.children.filter((x): x is HElement => x.kind === "element" && x.tag === e!.tag);
      if (cols.length < 3 || cols.length > 8) continue;
      const holding = cols.filter((col) => containers.some((k) => page.contains(col, k)));
      // (Each column holds its own sets: a parent of one column holding them all is no row of columns.)
      if (holding.length < 2 || holding.some((col) => containers.every((k) => page.contains(col, k)))) continue;
      seen.add(parent);
      for (const col of cols) {
        if (holding.includes(col) || page.isHidden(col) || spanOf(page, col) > 1500) continue;
        if (points.some((p) => !p.struck && page.contains(col, p.el))) continue;
        // (Nor one that shows a price its zone kept from the points — a block classed "summary"
        // holding "基本料金：162,000 円/月" under a free set-up fee: session 41.)
        if (findPrices(page.text(col, "all").slice(0, 2000), 4).some((t) => t.amount > 0)) continue;
        const title = headingsIn(page, col)[0];
        if (!title || title.tag === "h1" || !planName(shownText(page, title))) continue;
        if (priceless(page, col) === "free" && hasAction(page, col)) out.push(col);
      }
      break;
    }
  }
  return out;
}

/**
 * Round 82m: a contact-sales chip in the bar right beside a card grid (the bar that holds the
 * billing switch): a small box of its own, without a heading, whose lines are a plan's name, at
 * most one short line of what it adds, and a contact line, with a link ("Enterprise" / "Large
 * teams, SSO" / "Contact sales →"). Only a direct child of the grid's own sibling, with no price
 * in the bar: a "Need more?" question or a longer note is no chip.
 */
function contactChip(page: Page, bar: HElement, points: readonly Point[]): { el: HElement; named: CardNameAt } | null {
  if (spanOf(page, bar) > 400 || points.some((p) => page.contains(bar, p.el))) return null;
  for (const c of bar.children) {
    if (c.kind !== "element" || page.isHidden(c)) continue;
    const lines = cardLines(page, c);
    if (lines.length < 2 || lines.length > 3 || !contactLine(lines[lines.length - 1]!)) continue;
    const name = lines[0]!;
    if (name.split(" ").length > 3 || !planName(name) || contactLine(name) || CTA.test(name) || BILLING_LINE.test(name)) continue;
    if (lines.length === 3 && (lines[1]!.length > 80 || /\?/.test(lines[1]!))) continue;
    // (Named by its first box whose whole text is the name: the chip has no heading to read.)
    const label = c.children.find((x): x is HElement => x.kind === "element" && shownText(page, x).trim() === name);
    if (label && holdsAction(page, c, 400)) return { el: c, named: { name, el: label } };
  }
  return null;
}

/**
 * Round 86f: a free plan the comparison table under the cards names in its header row alone
 * ("Basic" | "Essential" | "Plus" …, comparison-free.ts), while a banner prices it at a bare zero
 * ("$0 forever", no name). Only where every card read is paid, the page shows a zero that no card
 * holds, and the extra header cell holds no price and something to click ("Sign up"). Rows are
 * looked for after the cards, among elements of three to ten children and a short text.
 */
function comparisonFreeColumn(page: Page, kept: readonly GroupPlans[], points: readonly Point[]): { el: HElement; name: string; columns: number } | null {
  const sets = kept.filter((g) => g.visible && g.origin?.kind === "card" && g.container);
  const cards = sets.flatMap((g) => g.plans);
  if (cards.length < 2 || cards.length > 8 || cards.some((p) => p.free || p.amount === 0) || cards.filter((p) => p.amount !== null).length < 2) return null;
  const inCards = (el: HElement) => sets.some((g) => page.contains(g.container!, el));
  if (!points.some((p) => p.tok.amount === 0 && !p.hidden && !p.struck && !inCards(p.el))) return null;
  const names = cards.map((p) => p.name);
  const after = Math.max(...sets.map((g) => page.subtreeEnd(g.container!)));
  const els = page.doc.elements;
  for (let o = after + 1; o <= els.length && o - after < 20000; o++) {
    const row = els[o - 1]!;
    const kids = row.children.filter((x): x is HElement => x.kind === "element");
    if (kids.length < names.length + 1 || kids.length > names.length + 2 || kids.length > 10 || spanOf(page, row) > 600 || page.isHidden(row)) continue;
    const at = leadingExtraColumn(kids.map((k) => cellLabel(page, k)), names);
    if (at === null) continue;
    const cell = kids[at]!;
    const name = planName(cellLabel(page, cell), 3);
    if (!name || points.some((p) => page.contains(cell, p.el)) || !hasAction(page, cell)) return null;
    return { el: cell, name, columns: names.length + 1 };
  }
  return null;
}

/**
 * Round 100a: a free plan shown only as the first column of a feature comparison whose other
 * columns name the plans read ("Feature | Free | Pro" beside a "Pro" card; free-lead-column.ts).
 * The header row is a table row, or a row of boxes followed by rows of as many cells; the free cell
 * holds no price. Only where no plan read is free, and rows are looked for among the page's first
 * 20,000 elements, the first two cells read before the rest.
 */
function freeLeadHeader(page: Page, plans: readonly PlanFact[], points: readonly Point[]): { el: HElement; name: string; columns: number } | null {
  if (plans.length === 0 || plans.some((p) => p.free || p.amount === 0)) return null;
  const paid = plans.filter((p) => p.amount !== null && p.amount > 0).map((p) => p.name);
  if (paid.length === 0) return null;
  const names = plans.map((p) => p.name);
  const els = page.doc.elements;
  const kidsOf = (e: HElement) => e.children.filter((x): x is HElement => x.kind === "element");
  for (let o = 1; o <= els.length && o <= 20000; o++) {
    const row = els[o - 1]!;
    const kids = kidsOf(row);
    if (kids.length < 2 || kids.length > 8 || spanOf(page, row) > 300) continue;
    // (The first two cells first: nearly every row of a page is no free column's header.)
    if (!kids.slice(0, 2).some((k) => spanOf(page, k) <= 20 && freeLabel(page.text(k, "all")))) continue;
    if (page.isHidden(row) || !rowsFollow(row, kids.length, kidsOf)) continue;
    const at = freeLeadColumn(kids.map((k) => cellLabel(page, k)), names);
    if (at === null) continue;
    const cell = kids[at]!;
    if (points.some((p) => page.contains(cell, p.el))) continue;
    return { el: cell, name: cellLabel(page, cell), columns: kids.length - at };
  }
  return null;
}

/**
 * Whether a header row of `n` cells heads rows of its own: a table row whose table holds two more
 * rows of `n` cells, or a box followed by two sibling boxes of `n` children each.
 */
function rowsFollow(row: HElement, n: number, kidsOf: (e: HElement) => HElement[]): boolean {
  if (row.tag === "tr") {
    let table: HElement | null = row.parent;
    while (table && table.tag !== "table") table = table.parent;
    if (!table) return false;
    let more = 0;
    const stack = [...kidsOf(table)];
    for (let seen = 0; stack.length && seen < 400; seen++) {
      const e = stack.pop()!;
      if (e.tag === "tr") {
        if (e !== row && kidsOf(e).length === n && ++more >= 2) return true;
      } else if (e.tag === "thead" || e.tag === "tbody" || e.tag === "tfoot") stack.push(...kidsOf(e));
    }
    return false;
  }
  const sibs = row.parent ? kidsOf(row.parent) : [];
  return sibs.slice(sibs.indexOf(row) + 1, sibs.indexOf(row) + 3).filter((s) => kidsOf(s).length === n).length >= 2;
}

/**
 * Round 86f: an enterprise offer in a box of its own below the cards (enterprise-block.ts): a
 * heading with an enterprise word, at most two short lines of what it adds, and a contact line,
 * no price and something to click (a link, a button, or the box itself as a link). Looked for
 * among the first headings after the cards; a box already read as a plan is left alone.
 * (Round 100c: or a heading naming a custom offer, "Custom plan", enterprise-block.ts.)
 */
function enterpriseBlock(page: Page, kept: readonly GroupPlans[], points: readonly Point[]): { el: HElement; name: string; contact: string } | null {
  const sets = kept.filter((g) => g.visible && g.origin?.kind === "card" && g.container);
  if (sets.length === 0 || sets.flatMap((g) => g.plans).filter((p) => p.amount !== null && p.amount > 0).length < 2) return null;
  const after = Math.max(...sets.map((g) => page.subtreeEnd(g.container!)));
  let looked = 0;
  for (const h of page.headings) {
    if (h.el.order <= after || h.level < 2 || h.level > 4) continue;
    if (++looked > 40) break;
    if (!(enterpriseHeading(h.text) || customOfferHeading(h.text)) || page.isHidden(h.el)) continue;
    const name = planName(h.text.trim(), 3);
    if (!name) continue;
    // The box: the nearest of three ancestors whose lines end with its contact line.
    let e: HElement | null = h.el.parent;
    for (let level = 0; e && e.tag !== "#root" && level < 3; e = e.parent, level++) {
      if (spanOf(page, e) > 500) break;
      const lines = cardLines(page, e);
      if (lines.length < 2 || lines.length > 4 || planKey(lines[0]!) !== planKey(h.text)) continue;
      const last = lines[lines.length - 1]!;
      if (!(contactLine(last) || contactUsLine(last))) continue;
      if (lines.slice(1, -1).some((l) => l.length > 250 || /\?/.test(l))) break;
      if (points.some((p) => page.contains(e!, p.el))) break;
      if (!(hasAction(page, e) || e.attrs.role === "link")) break;
      return { el: e, name, contact: last };
    }
  }
  return null;
}

function contactPlanBlock(page: Page, el: HElement): boolean {
  const h = headingsIn(page, el)[0];
  const name = h && h.tag !== "h1" ? planName(shownText(page, h)) : null;
  if (!name || name.split(" ").length > 3) return false;
  return hasBullets(page, el);
}

function hasBullets(page: Page, el: HElement): boolean {
  const end = page.subtreeEnd(el);
  for (let o = el.order; o <= end && o - el.order < 2000; o++) if (page.doc.elements[o - 1].tag === "li") return true;
  return false;
}

/**
 * A set of two or more cards that restates, under other names, prices the page's other cards
 * give ("Hand it all over — from €464/month" for the package "Done-for-you Basis €464/month"):
 * a summary of ways to buy above the full list, not more plans. Every priced card matches a
 * different plan of the other sets (amount, currency, period), and those sets hold more plans.
 */
function restates(g: GroupPlans, all: GroupPlans[]): boolean {
  // (A free card restates a free plan: "FREE" beside a table's "Free".)
  const priced = g.plans.filter((p) => p.amount !== null);
  const others = all.filter((o) => o !== g && o.visible).flatMap((o) => o.plans);
  // As many plans on both sides: the later set restates the earlier one (never both each other).
  const pool = others.length > g.plans.length ? others : all.slice(0, all.indexOf(g)).filter((o) => o.visible).flatMap((o) => o.plans);
  if (!g.visible || priced.filter((p) => p.amount! > 0).length < 2 || priced.length < g.plans.length || pool.length < g.plans.length) return false;
  const used = new Set<PlanFact>();
  const same = (o: PlanFact, p: PlanFact) => (p.amount === 0 ? o.amount === 0 : o.amount === p.amount && o.currency === p.currency && o.period === p.period);
  return priced.every((p) => {
    const twin = pool.find((o) => !used.has(o) && planKey(o.name) !== planKey(p.name) && same(o, p));
    if (twin) used.add(twin);
    return !!twin;
  });
}

const nameWords = (name: string) => planKey(name).split(" ").filter((w) => w.length >= 3);

/**
 * Which card groups are this page's plans. The main group is the visible one with the most plans
 * (the first on a tie). A hidden group is kept only when it repeats the visible plans (the other
 * side of a billing toggle); otherwise it is another tab's product or audience. A visible group
 * whose names repeat the main group's tiers — two or more of its names each carrying the word
 * that sets a different main plan apart ("Starter Customer Platform", "Professional Customer
 * Platform" beside "Marketing Hub Starter", "Marketing Hub Professional") — is another product
 * or a bundle, and is dropped — unless its cards are the main group's template and its names a
 * product word of their own ("VPS Starter" beside "Paket Starter": product-lines.ts). A second row
 * of other tiers (an audience: "Business" plans under "Personal" ones) is kept.
 */
function mainProduct(all: GroupPlans[]): GroupPlans[] {
  const groups = all.filter((g) => !restates(g, all));
  const visible = groups.filter((g) => g.visible);
  if (visible.length === 0) return groups;
  const main = visible.reduce((best, g) => (g.plans.length > best.plans.length ? g : best));
  const mainKeys = new Set(main.plans.map((p) => planKey(p.name)));
  // Each main plan's own words: those no other main plan's name shares ("starter", not "hub").
  const counts = new Map<string, number>();
  for (const p of main.plans) for (const w of new Set(nameWords(p.name))) counts.set(w, (counts.get(w) ?? 0) + 1);
  const tierOf = new Map<string, number>();
  main.plans.forEach((p, i) => {
    for (const w of nameWords(p.name)) if (counts.get(w) === 1) tierOf.set(w, i);
  });
  return groups.filter((g) => {
    if (g === main) return true;
    const shared = g.plans.filter((p) => mainKeys.has(planKey(p.name))).length;
    if (shared >= g.plans.length * 0.8) return true;
    if (!g.visible) return false;
    const tiers = new Set<number>();
    for (const p of g.plans) {
      // (A name the main group shows word for word is no tier word carried into another product's
      // name: a set of the same names at other prices under a heading of its own is more plans —
      // "Gold" of an academic set beside the main "Gold" — which named-sets.ts keeps apart.)
      if (mainKeys.has(planKey(p.name))) continue;
      const hit = nameWords(p.name).map((w) => tierOf.get(w)).find((t) => t !== undefined);
      if (hit !== undefined) tiers.add(hit);
    }
    // (Unless it is another product line built like the main one: product-lines.ts, round 42f.)
    return tiers.size < 2 || productLine(g, main);
  });
}

/** A label before a price on a line of its own: "Price:", "Cost:" (and kin in other languages). */
const PRICE_LABEL = /^(?:price|pricing|cost|fee|preis|prix|precio|preço|prijs|prezzo|tarif)\s*:?$/i;
/** The billing side a price names in its own words: "$17/month (annual)", "$19/month (monthly)". */
const ANNUAL_SIDE = /\b(?:annual(?:ly)?|yearly|billed\s+(?:annually|yearly))\b/i;
const MONTHLY_SIDE = /\b(?:monthly|month-to-month|billed\s+monthly)\b/i;

/**
 * The points inside an element, in their given order — what `points.filter((p) => page.contains(el,
 * p.el))` returns — found by binary search over the points sorted by element order instead of a
 * scan of them all per element: asked once per title, a hostile page of 10,000 titled cards
 * scanned its 600 points 10,000 times (speed26).
 */
function pointsWithin(page: Page, points: readonly Point[]): (el: HElement) => Point[] {
  const byOrder = points.map((_, i) => i).sort((a, b) => points[a].el.order - points[b].el.order || a - b);
  return (el) => {
    let lo = 0;
    let hi = byOrder.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (points[byOrder[mid]].el.order < el.order) lo = mid + 1;
      else hi = mid;
    }
    const end = page.subtreeEnd(el);
    const inside: number[] = [];
    for (let k = lo; k < byOrder.length && points[byOrder[k]].el.order <= end; k++) inside.push(byOrder[k]);
    return inside.sort((a, b) => a - b).map((i) => points[i]);
  };
}

/**
 * Round 86m: a prose plan's bullets — the first list (<ul>/<ol>) among the siblings after its
 * price paragraph, before the next title of the run's kind or any heading ("<h3>Basic</h3><p>$15
 * a year</p><ul><li>Email response</li>…</ul><p>Designed for…</p><h3>Vendor</h3>"). A support or
 * licence page written as a document lists what each plan includes so; without them monitoring
 * sees none of its feature changes. At most a few siblings are looked at (a description between).
 */
function proseRunBullets(page: Page, sibs: readonly HElement[], priceAt: number, titleTag: string): string[] {
  for (let k = priceAt + 1; k < sibs.length && k <= priceAt + 3; k++) {
    const s = sibs[k]!;
    if (s.tag === titleTag || /^h[1-6]$/.test(s.tag)) break;
    if (s.tag === "ul" || s.tag === "ol") return featureItems(page, s, page.subtreeEnd(s)).features;
  }
  return [];
}

/**
 * Round 89b: the price line may restate its title before a colon — "<h3>Monthly</h3> … Monthly: $29/month",
 * "<h3>月度会员</h3> … 月度会员：29元/月": a document that writes each plan as a heading and then the
 * plan's name and price again on one line. Only the title's own words, whole (case and spaces aside),
 * then a colon (ASCII or full-width); any other words before the price are still a sentence.
 */
const restatedTitle = (lead: string, title: string) => {
  const m = /^(.+?)\s*[:：]$/.exec(lead);
  const flat = (t: string) => t.replace(/\s+/g, " ").trim().toLowerCase();
  return !!m && flat(m[1]!) === flat(title);
};

/**
 * The element that holds a prose title's price: its next sibling — a paragraph, or a definition's
 * description after its term. Round 89b: after a heading, also a block (`div`, `center`) that
 * follows it past line breaks only ("<h3>Monthly</h3><br/><center><div><img/><span>Monthly: $29/month
 * </span>…"): a Markdown page that sets each plan's price in a raw HTML block under its heading. A
 * block still has to open its first line with the price (after a lead-in, a label or the restated
 * title), as a paragraph does.
 */
function proseNext(page: Page, el: HElement, sibs: readonly HElement[]): HElement | undefined {
  const at = sibs.indexOf(el);
  const next = sibs[at + 1];
  if (!next) return undefined;
  if (next.tag === (el.tag === "dt" ? "dd" : "p")) return next;
  if (!/^h[2-6]$/.test(el.tag)) return undefined;
  let k = at + 1;
  while (k < sibs.length && k <= at + 3 && sibs[k]!.tag === "br") k++;
  const block = sibs[k];
  return block && /^(?:div|center)$/.test(block.tag) && !page.isHidden(block) ? block : undefined;
}

/**
 * Plans written as prose in a document (round 11): runs of a title — a heading, a paragraph that
 * is one bold phrase, or a definition list's term — followed by a paragraph (its description)
 * whose line opens with the price, after at most a label ("Price: $17/month (annual) or
 * $19/month (monthly)"). Two or more such pairs under one
 * parent make a run; a lone pair, or a price inside a sentence ("which costs $12,000 per year"),
 * is prose about prices, not a list of plans. Read only where no card, table or lone block showed
 * a plan. The period is the price's own word (never inferred); when a price is given for both
 * billing sides, the monthly side is the plan's price and the annual side its annual amount.
 */
function proseRunPlans(page: Page, points: Point[]): PlanFact[] {
  const shown = points.filter((p) => !p.hidden && !p.struck && !insideTable(p.el));
  if (shown.length < 2) return [];
  const shownIn = pointsWithin(page, shown);
  const runs = new Map<HElement, PlanFact[]>();
  const elementsOf = (e: HElement) => e.children.filter((c): c is HElement => c.kind === "element");
  for (const el of page.doc.elements) {
    if (!/^(?:p|h[2-6]|dt)$/.test(el.tag) || !el.parent || page.isHidden(el)) continue;
    const title = page.text(el, "all").trim();
    if (el.tag === "p") {
      const inner = elementsOf(el);
      if (inner.length !== 1 || !/^(?:strong|b)$/.test(inner[0].tag) || page.text(inner[0], "all").trim() !== title) continue;
    }
    const name = findPrices(title).length === 0 ? planName(title) : null;
    if (!name || NOT_A_NAME.test(name)) continue;
    const sibs = elementsOf(el.parent);
    const next = proseNext(page, el, sibs);
    // (A definition list pairs a term with its description: "<dt>Solo</dt><dd>$12/month</dd>".)
    if (!next) continue;
    const pts = shownIn(next);
    if (pts.length === 0 || pts.length > 2) continue;
    const line = page.text(next, "all").trim().split("\n")[0] ?? "";
    const at = line.indexOf(pts[0].tok.raw);
    const lead = line.slice(0, at).trim();
    if (at < 0 || line.length > 120 || !(PRICE_LEAD_IN.test(lead) || PRICE_LABEL.test(lead) || restatedTitle(lead, title))) continue;
    // Billing words of each price, up to the next price and within the paragraph.
    const sides = pts.map((p) => {
      const tail = p.tail.slice(0, Math.max(0, page.range(next, p.stream)[1] - p.tailAt));
      return { p, tail, billing: billingAfter(tail) };
    });
    const monthly = sides.length === 2 ? sides.find((s) => MONTHLY_SIDE.test(s.tail) && !ANNUAL_SIDE.test(s.tail)) : undefined;
    const annual = sides.length === 2 ? sides.find((s) => s !== monthly && ANNUAL_SIDE.test(s.tail)) : undefined;
    // Two prices that are not the two billing sides of one plan: not a plan's price line.
    if (sides.length === 2 && !(monthly && annual)) continue;
    const main = monthly ?? sides[0];
    const run = runs.get(el.parent) ?? [];
    run.push(
      fact(page, next, {
        name,
        amount: main.p.tok.amount,
        annual_amount: annual && annual.billing.period === "month" ? annual.p.tok.amount : null,
        list_amount: null,
        currency: main.p.tok.currency,
        period: main.billing.period,
        per_user: main.billing.perUser,
        free: main.p.tok.amount === 0,
        trial_days: null,
        contact_sales: false,
        price_text: snippet(line, 80),
        features: proseRunBullets(page, sibs, sibs.indexOf(next), el.tag),
      }),
    );
    runs.set(el.parent, run);
  }
  const best = [...runs.values()].filter((r) => r.length >= 2).sort((a, b) => b.length - a.length)[0];
  return best ?? [];
}

/**
 * Round 86i: a document that heads each edition with a title row — a layout table of one row, the
 * edition's name as a heading in its first cell, its price or a free word alone in the second
 * ("<h1>Acme Lite</h1> | FREE", "<h1>Acme Pro</h1> | $90 USD"), prose and download links under
 * each. The cards reader sees no card (nothing groups them), the table reader no header over
 * columns, and the prose reader skips prices inside tables. Two such rows or more under one parent,
 * one of them priced, are the editions; read only where nothing else showed a plan. The free word
 * must be the whole cell ("FREE"), and a price must open a short cell ("$90 USD").
 */
function titleRowPlans(page: Page, points: Point[]): PlanFact[] {
  const shown = points.filter((p) => !p.hidden && !p.struck);
  const runs = new Map<HElement, PlanFact[]>();
  let tables = 0;
  for (const table of page.doc.elements) {
    if (table.tag !== "table" || !table.parent || page.isHidden(table) || ++tables > 40) continue;
    const rows = tableRows(page, table, 2);
    if (rows.length !== 1 || rows[0]!.length !== 2) continue;
    const [nameCell, priceCell] = rows[0]!;
    const heading = nameCell!.children.find((c): c is HElement => c.kind === "element" && /^h[1-6]$/.test(c.tag));
    const title = heading ? page.text(heading, "all").replace(/\s+/g, " ").trim() : "";
    if (!heading || title !== page.text(nameCell!, "all").replace(/\s+/g, " ").trim()) continue;
    const name = findPrices(title).length === 0 ? planName(title, 4) : null;
    if (!name || NOT_A_NAME.test(name)) continue;
    const text = page.text(priceCell!, "all").replace(/\s+/g, " ").trim();
    if (!text || text.length > 30) continue;
    const pts = shown.filter((p) => page.contains(priceCell!, p.el));
    const free = pts.length === 0 && FREE_ONLY.test(text);
    if (!free && (pts.length !== 1 || findPrices(text)[0]?.index !== 0)) continue;
    const billing = free ? null : billingAfter(text.slice(findPrices(text)[0]!.end));
    const run = runs.get(table.parent) ?? [];
    run.push(
      fact(page, table, {
        name,
        amount: free ? 0 : pts[0]!.tok.amount,
        annual_amount: null,
        list_amount: null,
        currency: free ? null : pts[0]!.tok.currency,
        period: billing?.period ?? null,
        per_user: billing?.perUser ?? false,
        free: free || pts[0]!.tok.amount === 0,
        trial_days: null,
        contact_sales: false,
        price_text: text,
        features: [],
      }),
    );
    runs.set(table.parent, run);
  }
  const best = [...runs.values()].filter((r) => r.length >= 2 && r.some((p) => !p.free)).sort((a, b) => b.length - a.length)[0];
  return best ?? [];
}

/** A cell that is a free word and nothing more ("FREE", "Gratis", "Kostenlos"). */
const FREE_ONLY = new RegExp(`^(?:${FREE_WORD_ALTERNATIVES})[!.]?$`, "iu");

export function extractPagePlans(page: Page): PagePlans {
  const zones = new Map<HElement, Zone>();
  const { points, usage } = collectPoints(page, zones);
  const groups = findGroups(page, points);
  const grids = flatGrids(page, (t) => findPrices(t).length > 0);
  const read: GroupPlans[] = [];
  const notPlans: string[] = [];
  const trialCta = new Set<PlanFact>();
  const origins = new Map<PlanFact, PlanOrigin>();
  const apart = new Set<HElement>();
  // Groups none of whose cards read as a plan at all: blocks that repeat a price, not a set of
  // plans (a pricing section and the closing call to action both saying "$8.99/month"). They do not
  // stop the lone card's reading below; groups turned down by a rule (stat tiles, link tiles, a
  // rival comparison, fees) still do.
  const unread = new Set<(typeof groups)[number]>();
  for (const g of groups) {
    // Table rows and cells are read by tablePlans, with names from the header row.
    if (/^(?:tr|tbody|thead|tfoot|table)$/.test(g.container.tag) || g.cards.every((c) => c.tag === "td" || c.tag === "th" || c.tag === "tr")) continue;
    // So are the cells of a table drawn as a flat grid (round 92i, flat-grid.ts): a priced cell is
    // no card, its name a row above it in another cell.
    if (g.cards.every((c) => grids.some((x) => x.container === c.parent))) continue;
    // On a pay-as-you-go page (several unit prices), blocks with a price but nothing to click
    // ("Local numbers $1.15/mo", "Short codes from $1,000/mo") are fees, not plans to sign up for.
    if (usage.length >= 3 && !g.cards.some((c) => hasAction(page, c))) continue;
    // The page's own bands each restating the price (hero, pricing section, closing call to
    // action) are no set of plans: read as a group of no plan, so the lone card still may be (round
    // 89c) — except a plan the hero names by the product's own name or edition ("Acme Pro" over its
    // price), which is the offer itself (round 89d's guard, applied below once the cards are read).
    const bands = pageBandRun(page, g.cards);
    // Round 100f: so is a grid of tiles each leading to its own product page (product-page-tiles.ts).
    if (linkTiles(page, g.cards) || pricingLinkTiles(page, g.cards) || productPageTiles(page, g.cards)) {
      for (const card of g.cards) {
        const n = cardName(page, card, page.subtreeEnd(card));
        if (n) notPlans.push(n.name);
      }
      continue;
    }
    // Figure tiles ("Tastings $0") are no plans, and their zeros no free tier.
    if (statTiles(page, g.cards)) continue;
    const byCard = new Map<HElement, Point[]>(g.cards.map((c) => [c, []]));
    for (const p of points) {
      let e: HElement | null = p.el;
      for (let i = 0; e && i < 300 && e !== g.container; i++, e = e.parent) {
        const bucket = byCard.get(e);
        if (bucket) {
          bucket.push(p);
          break;
        }
      }
    }
    const shared = sharedPriceLines(byCard);
    if (shared.size) {
      g.shared = shared;
      for (const [card, pts] of byCard) byCard.set(card, pts.filter((p) => !shared.has(priceLine(p))));
    }
    // No toggle, no set of cards per period, and a note says the prices are billed yearly.
    const noted = g.own === null && g.toggle === null && annualNote(page, g);
    if (noted) g.own = "annual";
    g.explicit = [...byCard.values()].some((pts) => pts.some((p) => {
      const b = billingAfter(p.tail);
      return b.billedAnnually || b.billedMonthly || b.billedEither;
    }));
    const plans: PlanFact[] = [];
    const cardOf = new Map<PlanFact, HElement>();
    // Cards on screen first, in page order: a hidden copy (a looping carousel's clone of the last
    // slide, put before the first) must not decide the order a reader sees the plans in.
    const cards = [...g.cards.filter((c) => !page.isHidden(c)), ...g.cards.filter((c) => page.isHidden(c))];
    const first = cards.map((card) => readCard(page, card, byCard.get(card)!, g));
    // A card the page hides among shown siblings and named like none of them ("display:none" on one
    // card of a row, an offer "hidden for now") is not shown to a visitor: as a hidden group that
    // repeats no shown plan is another tab's, not this page's (mainProduct). A hidden card named like
    // a shown one — a carousel's clone, the other side of a switch — is left as before (session 41,
    // lead, from a closed wave).
    if (!page.isHidden(g.container)) {
      const shownKeys = new Set(cards.flatMap((c, i) => (!page.isHidden(c) && first[i] ? [planKey(first[i]!.name)] : [])));
      for (let i = cards.length - 1; i >= 0 && shownKeys.size >= 2; i--) {
        const r = first[i];
        if (page.isHidden(cards[i]) && r && !shownKeys.has(planKey(r.name))) {
          cards.splice(i, 1);
          first.splice(i, 1);
        }
      }
    }
    // A docs page's plans as a run of sibling headings, each a card of its own, two or more priced
    // in the heading ("Pro - $79/month"): the run's headings of the same shape whose price slot is a
    // free or a quote word ("Free plan (Forever)", "Enterprise - Custom") are plans too (round 98h,
    // heading-run.ts).
    headingRunPlans(page, cards, first, byCard);
    // Cards of one template name their plans in one slot: a card the reader lost or named from
    // another slot takes the name its kin's slot holds (round 38c, slot-names.ts).
    const slotCards = cards.map((card, i) => ({ card, name: first[i]?.name ?? null, priced: byCard.get(card)!.some((p) => !p.struck), priceText: first[i]?.price_text }));
    const bySlot = namesBySlot(page, slotCards, slotName);
    // A group no priced card of which is named, each card's sole line before its price a pill:
    // the pills name the cards (round 41c, pill-row.ts).
    const pillRow = pillRowNames(cards.map((card) => pillLead(page, card, byCard.get(card)!)));
    // Round 62b: a group read but for a card or two, every card's sole line a pill and every card
    // read named by its pill's words ("Grower · most popular" read "Grower"): the template names its
    // cards in the pills, so the cards left unnamed take theirs ("Free" over "$0").
    const namedByPills = pillRow !== null && cards.every((_, i) => !first[i] || (pillRow[i] !== null && planKey(pillRow[i]!.name) === planKey(first[i]!.name)));
    const pills = !first.some((r) => r && r.amount !== null) ? pillRow : namedByPills ? pillRow!.map((p, i) => (first[i] ? null : p)) : null;
    // Round 86e: every priced card's sole line before its price a button's or a link's words, all
    // different ("Personal" / "Grow" / "Max" on outlined buttons): the buttons are the template's
    // name slot. They name the cards read without a name, or by a line under the price ("Unlimited"
    // under "$490/month" is what the tier allows, read only because nothing before the price was).
    const buttons = pills ? null : pillRowNames(cards.map((card) => buttonLead(page, card, byCard.get(card)!)));
    const readUnderPrice = (i: number) => {
      const r = first[i];
      if (!r) return true;
      const [cStart, cEnd] = page.range(cards[i]!, "all");
      const at = page.all.slice(cStart, Math.min(cEnd, cStart + 3000)).indexOf(r.name);
      return at >= 0 && cStart + at >= shownPriceAt(byCard.get(cards[i]!)!);
    };
    // A group of priced cards none or one of which is named: the chain every priced card carries
    // once, its texts all different and of a name's shape, names them (round 42b, parallel-slot.ts).
    const parallel = pills ? null : parallelSlotNames(page, cards.map((card, i) => ({ card, name: first[i]?.name ?? null, priceAt: shownPriceAt(byCard.get(card)!) })), slotName);
    // Cards the reader could not name that are the panels of a tab set: their tabs name them.
    const tabs = first.some((r) => !r) ? tabPanelNames(page, cards, slotName) : null;
    for (const [i, card] of cards.entries()) {
      const name = bySlot.get(card);
      const el = name ? slotElement(page, card, name) : null;
      const pill = pills?.[i];
      const par = parallel?.get(card);
      const button = buttons?.[i] && readUnderPrice(i) ? buttons[i] : null;
      // A tab set's panel, nameless but for its tab (round 92h, tab-names.ts).
      const tab = !first[i] ? tabs?.[i] : null;
      let r = (pill && readCard(page, card, byCard.get(card)!, g, pill)) || (button && readCard(page, card, byCard.get(card)!, g, button)) || (el && readCard(page, card, byCard.get(card)!, g, { name: name!, el })) || (par && readCard(page, card, byCard.get(card)!, g, { ...par, byParallel: true })) || first[i] || (tab && readCard(page, card, byCard.get(card)!, g, tab));
      // A trial's own card among the plans ("Free Trial", "$0", "30 days"): a plan at 0 named by its
      // trial line, not a free tier (round 52c, trial-card.ts).
      // (Round 92d: a ribbon over the title, "Trial" in a badge over "14-Day Trial", is set on the
      // card to sell it; the title under it names the trial. A card whose only trial line is its
      // badge keeps that line.)
      const trialLines = cards.length >= 2 ? cardLines(page, card) : [];
      const trial = cards.length >= 2 ? (trialCardName(trialLines.filter((l) => !badgeLine(page, card, l))) ?? trialCardName(trialLines)) : null;
      let trialRead = false;
      // (The line is the card's title: a trial's label over a heading of its own, "Essai gratuit" over
      // "5 rapports", states the plan's terms — round 36b — and is left to the card reader.)
      const trialEl = trial ? trialNameElement(page, card, trial) : null;
      const title = trialEl ? headingsIn(page, card)[0] : undefined;
      if (trial && trialEl && trialEl !== card && (!title || page.contains(title, trialEl) || page.contains(trialEl, title)) && (r ? r.amount === 0 : zeroCard(byCard.get(card)!))) {
        const t = readCard(page, card, byCard.get(card)!, g, { name: trial, el: trialEl });
        if (t && t.amount === 0) {
          r = { ...t, free: false };
          trialRead = true;
        }
      }
      if (!r) continue;
      // A card named by a term of two units or more ("3 mois", "12 mois") whose price states no
      // period of its own is priced for that term (round 89e, term-card-period.ts).
      const termPeriod = termCardPeriod(r.name, r.amount, byCard.get(card)!);
      // (By the year, its month's share is the annual side, as a yearly card's is.)
      if (termPeriod !== undefined && termPeriod !== r.period) r = { ...r, period: termPeriod, annual_amount: termPeriod === "year" && r.amount !== null ? round2(r.amount / 12) : null };
      // A free card's price word joined to its title ("Hobby" + "Free" read "Hobby Free") is its
      // price, not part of its name (round 40b, price-word-name.ts).
      const unjoined = !trialRead && (r.free || r.amount === 0) && nameWithoutPriceWord(page, card, r.name, r.price_text);
      if (unjoined) r.name = unjoined;
      // A free card named by its price word alone while it opens with its name ("BYOM" over "Free"):
      // the card's first line names it (round 51c, price-word-name.ts).
      const opening = !trialRead && (r.free || r.amount === 0) && firstLineOverPriceWord(page, card, r.name, (t) => planName(t), r.price_text);
      if (opening) r.name = opening;
      const fact: PlanFact = { ...r, source: "page" };
      const [start, end] = page.range(card, "all");
      if (TRIAL_CTA.test(page.all.slice(start, Math.min(end, start + 3000)))) trialCta.add(fact);
      plans.push(fact);
      cardOf.set(fact, card);
    }
    // A free card whose button alone of the group's names a trial ("Download Trial" beside "Add to
    // cart") is a trial's card (round 92c, trial-card.ts `trialCloser`).
    const closer = trialCloser(plans.map((p) => ({ free: p.free, lines: cardLines(page, cardOf.get(p)!) })));
    if (closer !== null) plans[closer] = { ...plans[closer]!, free: false };
    // The page's own sections each saying the one offer's price again (a hero, the pricing section,
    // a closing call to action) are no set of plans: left to the other readers (offer-said-again.ts).
    const shownPrices = (card: HElement) => byCard.get(card)!.filter((p) => !p.hidden && !p.struck).map((p) => ({ amount: p.tok.amount, currency: p.tok.currency }));
    if (bands) {
      for (let i = plans.length - 1; i >= 0; i--) if (!productNamed(page, plans[i]!)) plans.splice(i, 1);
      if (plans.length === 0) {
        unread.add(g);
        continue;
      }
    }
    const again = offerSaidAgain(page, cards.map((card) => ({ card, prices: shownPrices(card), plan: plans.find((p) => cardOf.get(p) === card) ?? null })));
    if (again.size) {
      for (let i = plans.length - 1; i >= 0; i--) if (again.has(plans[i]!)) plans.splice(i, 1);
      if (plans.length === 0) {
        unread.add(g);
        continue;
      }
    }
    if (plans.length === 0) unread.add(g);
    const currency = plans.find((p) => p.currency !== null)?.currency ?? null;
    const beside = plans.length >= 2 ? adjacentCard(page, g.container, zones, points, currency, groups.map((x) => x.container)) : null;
    const extra = beside ? readCard(page, beside.el, beside.points, g, beside.named) : null;
    let besideRead: HElement | null = null;
    if (extra && !plans.some((p) => planKey(p.name) === planKey(extra.name))) {
      besideRead = beside!.el;
      const fact: PlanFact = { ...extra, source: "page" };
      origins.set(fact, { kind: "adjacent", size: 1, visible: !page.isHidden(beside!.el), explicit: g.explicit, toggle: g.toggle !== null });
      plans.push(fact);
    }
    // "All prices are per user per month" said once beside the cards, when no card says it.
    // Read from the note, not beside the price: marked inferred (docs/intel.md, "Confidence").
    if (!plans.some((p) => p.per_user) && perUserNote(page, g))
      for (const p of plans)
        if (p.amount !== null && p.amount > 0) {
          p.per_user = true;
          markInferred(p, "per_user");
        }
    // Cards left with neither a price nor a contact line (their priced twins named no plan) are
    // sections of a page, not a set of plans.
    if (plans.every((p) => p.amount === null && !p.contact_sales)) continue;
    // Tiles of the product among its rivals ("GuruFocus", "HoldLens Pro"): a market, not plans
    // (rivals.ts). Tiles to look at, not to buy: a card with a button is the site's own offer
    // ("Deel HR" beside "Contractors" and "Global Payroll": products of one site).
    if (!g.cards.some((c) => hasAction(page, c)) && rivalComparison(page.url, plans.map((p) => p.name), false)) continue;
    // A note beside the set in the table's words too ("Engangspris, …"; round 20b): notes only, as
    // the table's scan is dearer than the English lists and a card's own words reach billingAfter.
    // Cards each topped by a label of the term it buys ("30天套餐", "1ヶ月プラン", "30-day plan"): a bare
    // price takes that term's period, or none for another length, over the page's default (round 105a,
    // term-kicker.ts). Never across a switch: its sides are the cards'.
    const bare = new Set(plans.filter((p) => p.period === null && p.amount !== null && p.amount > 0));
    const kickers = g.toggle !== null || bare.size < 2 ? [] : termKickers(plans.map((p) => linesBeforePrice(page, cardOf.get(p), byCard)));
    defaultPeriod(plans, noteSentences(page, g, 1).some((s) => oneTimeIn(s) || onceWordIn(s)) || paidOnceOnPage(page, g.cards, g.toggle !== null || periodChoice(page)), page, g.toggle !== null, g.cards, plans.map((p) => p.name));
    for (const [i, p] of plans.entries()) {
      const k = kickers[i];
      if (!k || !bare.has(p)) continue;
      p.period = k.period;
      // Stated by the card itself (its label names the term), as a card named by its term is: not inferred.
      markInferred(p, "period", false);
    }
    // A card of the grid's own template set apart from it, alone in a section of its own (round 45f,
    // card-apart.ts): read as the grid's cards are.
    if (plans.length >= 2 && currency !== null) {
      const shown = (el: HElement) => points.filter((p) => !p.hidden && !p.struck && page.contains(el, p.el));
      const priced = (el: HElement) => {
        const own = shown(el);
        return own.length > 0 && own.every((p) => p.tok.currency === currency);
      };
      // A card's price opens a short line of its own (as adjacentCard's): one in a sentence is an offer.
      const cardPrice = (el: HElement) => {
        const own = shown(el);
        if (own.length > 3) return false;
        const lines = cardLines(page, el);
        return own.every((p) => {
          const line = lines.find((l) => l.includes(p.tok.raw));
          return line !== undefined && line.length <= 60 && line.indexOf(p.tok.raw) <= 15;
        });
      };
      for (const el of cardsApart(page, g.cards, groups.map((x) => x.container), similarClasses, priced)) {
        if (apart.has(el) || (besideRead && (page.contains(el, besideRead) || page.contains(besideRead, el)))) continue;
        // (Under an add-on heading it is an extra, not a plan; so under a title of extras sold beside
        // the plans, "Professional Services", over its subtitle: round 112d.)
        const h = headingBefore(page, el.order);
        if ((h && (ADDON_HEADING.test(h.text) || addonHeading(h.text))) || !cardPrice(el)) continue;
        const section = headingBefore(page, el.order, 3);
        if (section && extrasHeading(page, section)) continue;
        // Built as a plan card (unpricedTwin's test): a heading that can name a plan, and bullets or a button.
        const title = headingsIn(page, el)[0];
        if (!title || title.tag === "h1" || !planName(page.text(title, "all")) || !(hasBullets(page, el) || hasAction(page, el))) continue;
        apart.add(el);
        const r = readCard(page, el, points.filter((p) => page.contains(el, p.el)), g);
        if (!r) continue;
        // (A name read up to the price's lead-in, "GolfSuite ab" of "GolfSuite ab € 200", ends before it.)
        const words = r.name.split(" ");
        if (words.length > 1 && PRICE_LEAD_IN.test(words[words.length - 1]!)) r.name = words.slice(0, -1).join(" ");
        // (A plan the page already shows, in this set or another, is a repeat: a spotlight, a summary.)
        if ([...plans, ...read.flatMap((x) => x.plans)].some((p) => planKey(p.name) === planKey(r.name))) continue;
        const fact: PlanFact = { ...r, source: "page" };
        origins.set(fact, { kind: "adjacent", size: 1, visible: true, explicit: g.explicit, toggle: g.toggle !== null });
        plans.push(fact);
      }
      // A free card of the grid's template apart from it, its price slot (the class the grid's
      // prices sit in) saying "Free" with no figure: another edition the section offers beside the
      // paid ones (round 86j). No point, so the priced pass above never sees it.
      const slots = priceSlotClasses(page, [...byCard.entries()]);
      const freeSlot = (el: HElement) => shown(el).length === 0 && points.every((p) => !page.contains(el, p.el)) && freePriceSlot(page, el, slots);
      for (const el of slots.size ? cardsApart(page, g.cards, groups.map((x) => x.container), similarClasses, freeSlot) : []) {
        if (apart.has(el) || (besideRead && (page.contains(el, besideRead) || page.contains(besideRead, el)))) continue;
        const h = headingBefore(page, el.order);
        if (h && (ADDON_HEADING.test(h.text) || addonHeading(h.text))) continue;
        if (!(hasBullets(page, el) || hasAction(page, el))) continue;
        apart.add(el);
        const r = readCard(page, el, [], g);
        if (!r || r.amount !== 0 || !r.free) continue;
        if ([...plans, ...read.flatMap((x) => x.plans)].some((p) => planKey(p.name) === planKey(r.name))) continue;
        const fact: PlanFact = { ...r, source: "page" };
        origins.set(fact, { kind: "adjacent", size: 1, visible: true, explicit: g.explicit, toggle: g.toggle !== null });
        plans.push(fact);
      }
      // Round 100c: the grid's top tier set apart below it as a wide card of the same template
      // ("Custom / Contact Sales" under two priced cards), no figure in it and its price slot or
      // button saying to ask (contact-apart.ts). Neither pass above sees it: no price, no "Free".
      for (const el of cardsApart(page, g.cards, groups.map((x) => x.container), similarClasses, (el) => contactCardApart(page, el, points, priceless))) {
        if (apart.has(el) || !belowGrid(page, g.container, el) || (besideRead && (page.contains(el, besideRead) || page.contains(besideRead, el)))) continue;
        const h = headingBefore(page, el.order);
        if (h && (ADDON_HEADING.test(h.text) || addonHeading(h.text))) continue;
        if (!(hasBullets(page, el) || hasAction(page, el))) continue;
        apart.add(el);
        const r = readCard(page, el, [], g);
        if (!r || r.amount !== null || !r.contact_sales) continue;
        // (Named in the grid's own name slot: the template down to the name, contact-apart.ts.)
        if (!namedLikeGrid(page, el, r.name, plans.filter((p) => cardOf.has(p)).map((p) => ({ card: cardOf.get(p)!, name: p.name })), planKey)) continue;
        if ([...plans, ...read.flatMap((x) => x.plans)].some((p) => planKey(p.name) === planKey(r.name) || (p.contact_sales && p.amount === null))) continue;
        const fact: PlanFact = { ...r, source: "page" };
        origins.set(fact, { kind: "adjacent", size: 1, visible: true, explicit: g.explicit, toggle: g.toggle !== null });
        plans.push(fact);
      }
    }
    const pts = [...byCard.values()].flat();
    const visible = !page.isHidden(g.container) && (pts.length === 0 || pts.some((p) => !p.hidden));
    // (A set billed annually by a note is no side of a switch: sets of the same plan names, each so
    // noted under a title of its own, are sets of their own — round 82g; named-sets.ts.)
    if (plans.length) read.push({ plans, visible, own: noted ? null : g.own, origin: { kind: "card", visible, explicit: g.explicit, toggle: g.toggle !== null }, container: g.container, cards: g.cards });
  }
  const kept = mainProduct(pairBillingSides(read));
  // Sets of the same plan names under headings of their own: more plans, kept apart (named-sets.ts).
  labelNamedSets(page, kept);
  for (const g of kept) for (const p of g.plans) if (!origins.has(p) && g.origin) origins.set(p, { ...g.origin, size: g.plans.length });
  const plans = kept.flatMap((g) => g.plans);
  // A free plan's column beside columns that each hold a set of their own (seat prices under each
  // paid plan): the column has no price, so no group found it (round 82m).
  for (const col of freeColumns(page, kept, points)) {
    const r = readCard(page, col, [], { own: null, toggle: null, explicit: false });
    if (!r || r.amount !== 0 || plans.some((p) => planKey(p.name) === planKey(r.name))) continue;
    const fact: PlanFact = { ...r, source: "page" };
    origins.set(fact, { kind: "adjacent", size: 1, visible: true, explicit: false, toggle: false });
    plans.push(fact);
  }
  // A free plan named only in the comparison table's header, its zero in a banner (round 86f).
  const freeHeader = comparisonFreeColumn(page, kept, points);
  if (freeHeader && !plans.some((p) => planKey(p.name) === planKey(freeHeader.name))) {
    const currency = plans.find((p) => p.currency !== null)?.currency ?? null;
    const f = fact(page, freeHeader.el, { name: freeHeader.name, amount: 0, annual_amount: null, list_amount: null, currency, period: null, per_user: false, free: true, trial_days: null, contact_sales: false, price_text: "0", features: [] });
    // (One of the table's columns: the set is the header's, the cards' names and its own.)
    origins.set(f, { kind: "table", size: freeHeader.columns, visible: true, explicit: false, toggle: false });
    plans.push(f);
  }
  // An enterprise offer's contact box below the cards (round 86f).
  const enterprise = enterpriseBlock(page, kept, points);
  if (enterprise && !plans.some((p) => planKey(p.name) === planKey(enterprise.name) || p.contact_sales)) {
    const f = fact(page, enterprise.el, { name: enterprise.name, amount: null, annual_amount: null, list_amount: null, currency: null, period: null, per_user: false, free: false, trial_days: null, contact_sales: true, price_text: enterprise.contact, features: [] });
    origins.set(f, { kind: "adjacent", size: 1, visible: true, explicit: false, toggle: false });
    plans.push(f);
  }
  const fromRows = new Set<PlanFact>();
  const labelled = new Set<PlanFact>();
  const tables = tablePlans(page, points, fromRows, plans.length === 0 && priceListPage(page), labelled, grids);
  for (const t of tables) origins.set(t, { kind: "table", size: tables.length, visible: true, explicit: false, toggle: false, rows: fromRows.has(t), ...(labelled.has(t) ? { periodLabelled: true } : {}) });
  // A page that sells one plan shows one card and no grid: read it when nothing else was found.
  if (plans.length === 0 && tables.length === 0 && groups.every((g) => unread.has(g))) {
    const lone = loneCard(page, points, zones, groups.map((g) => g.cards));
    if (lone) {
      const fact: PlanFact = { ...lone, source: "page" };
      origins.set(fact, { kind: "lone", size: 1, visible: true, explicit: false, toggle: false });
      plans.push(fact);
    }
  }
  // A document that lists its plans as runs of paragraphs (a bold name, then "Price: $19/month").
  if (plans.length === 0 && tables.length === 0) {
    const run = proseRunPlans(page, points);
    for (const p of run) {
      origins.set(p, { kind: "prose", size: run.length, visible: true, explicit: false, toggle: false });
      plans.push(p);
    }
  }
  // Editions headed by title rows, a heading beside its price (round 86i): only where nothing else showed a plan.
  if (plans.length === 0 && tables.length === 0) {
    const run = titleRowPlans(page, points);
    // (A bare price takes what the page says, as a table's columns do: paid once where nothing recurs.)
    defaultPeriod(run, paidOnceOnPage(page, [], periodChoice(page)), page, false, []);
    for (const p of run) {
      origins.set(p, { kind: "prose", size: run.length, visible: true, explicit: false, toggle: false });
      plans.push(p);
    }
  }
  // A price list written one service a line (price-lines.ts) or a row of label and price cells
  // (price-rows.ts): only where nothing else read a plan, at a price-list address that is not the
  // site's root, and when every price the page shows is in those lines — a list of add-ons beside a
  // plan's own price, or a home page's teasers, is not. Cards read there whose prices are all such
  // rows and whose names are the headings over the rows are the list's sections, each taken for a
  // card named by its heading: the rows are read in their place (round 28b). Cards that are services
  // paid once are read with the rows beside them (round 30c, below).
  const cardsOnly = plans.length > 0 && plans.every((p) => origins.get(p)?.kind === "card");
  if ((plans.length === 0 || cardsOnly) && tables.length === 0 && priceListPage(page) && !sitePathIsRoot(page.url)) {
    // (Lines under an add-on heading are extras of plans the page prices elsewhere or not at all.)
    const lists = [...priceLines(page), ...priceRows(page)].filter((rows) => {
      const h = headingBefore(page, rows[0].labelCell.order);
      return !h || !(ADDON_HEADING.test(h.text) || addonHeading(h.text));
    });
    const shown = points.filter((p) => !p.hidden && !p.struck);
    const inLines = (p: Point) => lists.some((rows) => rows.some((r) => page.contains(r.priceCell, p.el)));
    // (A section is named by the heading over its rows; a card named otherwise is a card.)
    const titles = new Set(lists.map((rows) => planKey(headingBefore(page, rows[0].labelCell.order)?.text ?? "")));
    const sections = cardsOnly && plans.every((p) => titles.has(planKey(p.name)));
    if (lists.length && shown.every(inLines) && (plans.length === 0 || sections)) {
      if (sections) {
        for (const p of plans) origins.delete(p);
        plans.length = 0;
      }
      const read = lists.flatMap((rows) => listRowPlans(page, rows));
      for (const p of read) {
        origins.set(p, { kind: "table", size: read.length, visible: true, explicit: false, toggle: false });
        plans.push(p);
      }
    } else if (cardsOnly && !sections && serviceCardsOnly(plans)) {
      // Cards that are services paid once beside the rest of the price list: the rows are services
      // too, when every price shown is in them or in the cards (list-beside-cards.ts, round 30c).
      const apart = listsApartFromCards(lists, plans);
      const inApart = (p: Point) => apart.some((rows) => rows.some((r) => page.contains(r.priceCell, p.el)));
      const inCards = (p: Point) => kept.some((g) => g.plans.length > 0 && g.container !== undefined && page.contains(g.container, p.el));
      if (apart.length && shown.every((p) => inApart(p) || inCards(p))) {
        const read = apart.flatMap((rows) => listRowPlans(page, rows));
        for (const p of read) {
          origins.set(p, { kind: "table", size: read.length, visible: true, explicit: false, toggle: false });
          plans.push(p);
        }
      }
    }
  }
  pageTrials(page, plans, trialCta);
  if (chinesePage(page)) for (const p of [...plans, ...tables]) if (p.currency === "JPY" && /[¥￥]/.test(p.price_text) && !/円/.test(p.price_text)) p.currency = "CNY";
  // "kr" on a page in Norwegian, Danish or Icelandic is that krone; a bare "$" on a page that
  // settles its dollar elsewhere ("$9.99 CAD" in an order summary, "All prices in AUD") is that
  // dollar, inferred (page-dollar.ts): the one rule the text reader reads signs by (page-signs.ts).
  for (const p of [...plans, ...tables]) {
    if (p.currency === null) continue;
    const sign = pageSignCurrency(page, p.currency, p.price_text);
    if (sign === p.currency) {
      // A bare "$" the page's words leave open on a page localized for another dollar's region (round 39b).
      if (sign === "USD" && dollarLeftOpen(page, p.price_text)) markInferred(p, "currency");
      continue;
    }
    // (The rupee likewise: "Rs" is the Indian rupee as read, another one the page's; round 31g.)
    if (p.currency === "USD" || p.currency === "INR") markInferred(p, "currency");
    p.currency = sign;
  }
  // A comparison table under the cards repeats them, a name perhaps spelt closed up ("STARTUP"
  // under the card "START UP"): the same plan, read once.
  const squeezed = (n: string) => planKey(n).replace(/\s+/g, "");
  const cards = [...plans];
  const fresh = tables.filter((t) => !cards.some((p) => squeezed(p.name) === squeezed(t.name) && p.amount === t.amount));
  // Its other columns may only restate the cards' prices under other names (restated.ts).
  const again = restatedColumns(fresh, tables.length, cards);
  for (const t of fresh) if (!again.has(t)) plans.push(t);
  // A free plan shown only as the first column of the comparison of the plans read (round 100a).
  const freeLead = freeLeadHeader(page, plans, points);
  if (freeLead && !plans.some((p) => planKey(p.name) === planKey(freeLead.name))) {
    const currencies = new Set(plans.map((p) => p.currency).filter((c) => c !== null));
    const currency = currencies.size === 1 ? [...currencies][0]! : null;
    const f = fact(page, freeLead.el, { name: freeLead.name, amount: 0, annual_amount: null, list_amount: null, currency, period: null, per_user: false, free: true, trial_days: null, contact_sales: false, price_text: "0", features: [] });
    origins.set(f, { kind: "table", size: freeLead.columns, visible: true, explicit: false, toggle: false });
    plans.push(f);
  }
  // A switch served on its annual side whose monthly side the page's own data gives (served-sides.ts).
  // And one served on its monthly side whose annual side the page's data gives (round 82b).
  if (periodChoice(page)) {
    servedMonthlySides(page, plans);
    servedAnnualSides(page, plans);
    // One served on its annual side whose monthly side only its inline script holds (round 105i).
    scriptMonthlySides(page, plans);
  }
  // One served on its monthly side whose annual side only its inline script holds, under keys naming
  // both sides (script-sides.ts): the keys are the switch, whatever words its buttons use.
  scriptAnnualSides(page, plans);
  // A fee or cost shown at zero ("管理費 ¥0", "Hidden fees 0 Kč") is a charge waived, not a plan,
  // whichever reader took it (waived-fee.ts); its name is no plan in structured data either.
  for (let i = plans.length - 1; i >= 0; i--) {
    if (!waivedFee(plans[i]!)) continue;
    notPlans.push(plans[i]!.name);
    origins.delete(plans[i]!);
    plans.splice(i, 1);
  }
  return { plans, origins, usage, notPlans };
}

