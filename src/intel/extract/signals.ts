/**
 * Social-proof and size signals, each with its evidence: customer counts, logo walls,
 * compliance (SOC 2, ISO 27001, GDPR, HIPAA, PCI DSS), SSO/SAML, SLA/uptime, "book a demo" /
 * "talk to sales", careers and team pages, enterprise language, free trial and free plan.
 * Text patterns run on visible text blocks outside FAQ answers and testimonials (where
 * "we switched from a tool with no SSO" would be a false signal); link signals use link text and
 * paths. One signal per kind and label, the first occurrence in page order.
 */
import type { HElement } from "../html/parse.ts";
import type { PlanFact, SignalFact, SignalKind } from "../facts.ts";
import { ancestors, headingBefore, type Page } from "../page.ts";
import { evidenceOf, FREE_LINE } from "./plans-page.ts";
import { findPrices, MAGNITUDE_AFTER, parseNumber } from "./money.ts";
import { zoneOf, type Zone } from "./zones.ts";
import { planKey, snippetAround } from "./text.ts";
import { cjkClaimsCount, FREE_PLAN_PHRASE, freeClaim, libertyAfter } from "./free-claim.ts";
import { faqFreePlan } from "./faq-free.ts";
import { openLicence } from "./open-licence.ts";
import { openSourceClaim } from "./open-source-claim.ts";
import { TRIAL_WORD } from "./free-words.ts";
import { withheldFreeHolds } from "./withheld-free.ts";
import { lastingFree } from "./lasting-free.ts";
import { freePaidContrast } from "./free-paid-contrast.ts";
import { visibleLines, zeroPeriodStarts } from "./zero-period-line.ts";
import { premiumPage } from "./premium-page.ts";
import { serviceFirstStep } from "./first-step.ts";
import { homeFreeBesideTrial } from "./home-free-beside-trial.ts";
import { freeCellPriceRow } from "./free-cell-row.ts";
import { FREE_CHECK_LABEL, freeCheck } from "./free-check.ts";

const COUNT_NOUNS = "customers|teams|companies|businesses|users|developers|organi[sz]ations|brands|people|creators|marketers|professionals|clients|members|companies worldwide|websites|stores|merchants|agencies|startups|engineers|designers|sellers|subscribers|installs|downloads|newsletters|publishers|publications|podcasters|writers|authors|coaches|freelancers|founders|makers|educators|schools|nonprofits|restaurants|retailers|shops|communities|learners|students";
/**
 * "180,000+ small businesses", "2M creative professionals": up to two describing words before the
 * noun — never a function word, so "500 templates for teams" counts no teams.
 */
const DESCRIBING_WORD = String.raw`(?!(?:for|per|with|and|or|in|on|at|to|from|by|of|the|each|every|across|over|into|via|like)\b)[a-z][a-z-]{2,15}\s+`;
const CUSTOMER_COUNT = new RegExp(String.raw`(\d[\d,.]*)\s*(k|m|million|thousand|mil)?\s*\+?\s*(?:of\s+the\s+world's\s+)?(?:${DESCRIBING_WORD}){0,2}(${COUNT_NOUNS})\b`, "i");
/**
 * "Trusted by 150,000+ entrepreneurs", "Join 2M+ learners": right after words that say so, a count
 * of any plural noun is a customer count — the list above cannot know every kind of customer.
 */
const STRONG_COUNT = /\b(?:trusted by|used by|loved by|relied on by|chosen by|join(?:ed by)?|powering)\s+(?:over\s+|more than\s+|nearly\s+|almost\s+|around\s+)?(\d[\d,.]*)\s*(k|m|million|thousand)?\s*\+?\s+((?:[a-z][a-z-]+\s+){0,2}[a-z][a-z-]+s)\b/i;
/** Plurals that count no customers: units, time, money, places, features. */
const NOT_CUSTOMER_NOUN = /\b(?:minutes|hours|days|weeks|months|years|dollars|euros|countries|languages|cities|integrations|templates|apps|sites|pages|views|pageviews|messages|emails|events|requests|files|downloads|reviews|ratings|stars|features|tools|projects|tasks|records|contacts|leads|deals|calls|transactions|orders|products|questions|words|lines)$/i;
const PROOF_CONTEXT = /trusted|used by|loved|join|over|more than|\+|powering|power|rely|choose|serving|helped|worldwide|around the world/i;
/**
 * People who are no customers: "1,000 developers have contributed", "50k stars", "200 employees",
 * "members of our team". A count next to these words is the company's community or size, not its
 * customer base.
 */
const NOT_CUSTOMERS = /contribut|\bstars?\b|\bfollowers?\b|\bemployees?\b|\bstaff\b|\bour team\b|\bteam members\b|\bintegrations?\b|\btemplates?\b|\breviews?\b|\bratings?\b/i;

const TEXT_SIGNALS: { kind: SignalKind; re: RegExp; label: (m: RegExpExecArray) => string; value?: (m: RegExpExecArray) => number | null }[] = [
  { kind: "compliance", re: /\bSOC[\s-]?2(?:\s+Type\s+(?:II|2|I|1))?\b/i, label: () => "SOC 2" },
  { kind: "compliance", re: /\bISO\s?\/?\s?(?:IEC\s?)?27001\b/i, label: () => "ISO 27001" },
  { kind: "compliance", re: /\bGDPR\b/, label: () => "GDPR" },
  { kind: "compliance", re: /\bHIPAA\b/, label: () => "HIPAA" },
  { kind: "compliance", re: /\bPCI[\s-]?DSS\b/i, label: () => "PCI DSS" },
  { kind: "compliance", re: /\bCCPA\b/, label: () => "CCPA" },
  { kind: "compliance", re: /\bFedRAMP\b/i, label: () => "FedRAMP" },
  { kind: "compliance", re: /\bHITRUST\b/, label: () => "HITRUST" },
  { kind: "sso", re: /\bSAML\b|\b[Ss]ingle [Ss]ign[-\s]?[Oo]n\b|\bSSO\b|\bSCIM\b/, label: () => "SSO/SAML" },
  { kind: "sla", re: /\b(99(?:\.\d+)?)\s?%\s*(?:uptime|availability|SLA)\b|\buptime\s+(?:SLA|guarantee)\b|(?<!\b(?:[Tt]rack|[Ss]et|[Mm]eet|[Mm]anage|[Mm]onitor|[Bb]reach|[Rr]esponse[- ]time|[Ss]upport)\s+(?:your\s+|customer\s+)?)\bSLAs?\b(?!\s+(?:management|policies|policy|rules?|breach(?:es)?|tracking|reminders?|targets?|timers?|alerts?|reports?|reporting|escalations?|automations?))/, label: (m) => (m[1] ? `${m[1]}% uptime` : "SLA"), value: (m) => (m[1] ? Number(m[1]) : null) },
  { kind: "enterprise", re: /\benterprise[-\s](?:grade|ready|level|class)\b|\bfor enterprises?\b|\bFortune\s?(?:500|100|1000)\b|\bdedicated (?:account|success|customer success) manager\b|\baudit logs?\b|\bdata residency\b/i, label: (m) => m[0].replace(/\s+/g, " ") },
  // Also a free use that does not run out ("free developer account (100 emails per month, no
  // expiration)", "free for up to 3 users, forever"): a free plan in all but name — never a trial.
  { kind: "free_plan", re: FREE_PLAN_PHRASE, label: (m) => m[0].toLowerCase().slice(0, 60) },
  { kind: "free_trial", re: /\b(\d{1,3})[-\s]?day(?:s)?\s+free\s+trial\b|\bfree\s+(\d{1,3})[-\s]?day\s+trial\b|\b(\d{1,3})[-\s]?day\s+trial\b|\btry\s+(?:[A-Z][\w+]*\s+){0,2}(?:it\s+)?(?:for\s+)?free\s+for\s+(\d{1,3})\s+days\b|\bfree\s+trial\b|\bstart\s+(?:your\s+)?(?:free\s+)?trial\b/i, label: (m) => m[0].replace(/\s+/g, " "), value: (m) => { const d = m[1] ?? m[2] ?? m[3] ?? m[4]; return d ? Number(d) : null; } },
];

const DEMO_TEXT = /^(?:book|request|schedule|get|watch|see)\s+(?:a\s+|an?\s+|your\s+)?(?:free\s+)?(?:live\s+)?(?:personali[sz]ed\s+)?demo\b|^(?:book|schedule)\s+(?:a\s+)?(?:call|meeting)\b|^talk\s+to\s+(?:sales|an?\s+expert|us|our\s+team)\b|^contact\s+(?:sales|our\s+sales\s+team)\b|^speak\s+(?:to|with)\s+(?:sales|an?\s+expert)\b/i;
const CAREERS_PATH = /\/(?:careers?|jobs|join-us|join|work-with-us|hiring|open-positions|vacancies)(?:\/|$)/i;
const CAREERS_TEXT = /^(?:careers?|jobs|we(?:'|’)re hiring!?|join (?:us|the team|our team)|open (?:roles|positions)|work with us)$/i;
/** Hosted job boards: a careers page that lives on the applicant-tracking system's domain. */
const JOB_BOARD_HOST = /(?:^|\.)(?:greenhouse\.io|lever\.co|ashbyhq\.com|workable\.com|recruitee\.com|smartrecruiters\.com|bamboohr\.com|personio\.(?:de|com)|teamtailor\.com|breezy\.hr|jobvite\.com|welcometothejungle\.com|wellfound\.com)$/i;
const TEAM_PATH = /\/(?:team|our-team|about-us\/team|leadership|people)(?:\/|$)/i;
const TEAM_TEXT = /^(?:team|our team|meet the team|leadership|about us)$/i;

/** A STRONG_COUNT match in CUSTOMER_COUNT's shape (number, magnitude, noun; index and text of the count). */
function strongAsCount(m: RegExpExecArray): RegExpExecArray {
  const at = m[0].indexOf(m[1]);
  const r = [m[0].slice(at), m[1], m[2], m[3]] as unknown as RegExpExecArray;
  r.index = m.index + at;
  r.input = m.input;
  return r;
}

/** One signal per kind and label, whatever the label's case. */
const signalKey = (s: SignalFact) => `${s.kind}:${s.label.toLowerCase()}`;

class Signals {
  readonly items: SignalFact[] = [];
  private seen = new Set<string>();
  add(s: SignalFact) {
    const k = signalKey(s);
    if (this.seen.has(k) || this.items.length >= 80) return;
    this.seen.add(k);
    this.items.push(s);
  }
  has(kind: SignalKind) {
    return this.items.some((s) => s.kind === kind);
  }
  /** Takes back every signal of a kind (and lets it be read again). */
  drop(kind: SignalKind) {
    for (let i = this.items.length - 1; i >= 0; i--) {
      if (this.items[i]!.kind !== kind) continue;
      this.seen.delete(signalKey(this.items[i]!));
      this.items.splice(i, 1);
    }
  }
}

type Block = { el: HElement; text: string };

/** Both block lists of a page, read once: signals.ts asks for them up to four times per page. */
const BLOCKS = new WeakMap<Page, { text: Block[]; faq: Block[]; long: Block[] }>();

/**
 * Visible text blocks (innermost block element with its text), outside FAQ and testimonials; with
 * `faq`, the FAQ's blocks only (read for a free plan and a licence alone: faq-free.ts, open-licence.ts).
 * One pass fills both lists and is kept per page: each list of its own cost a walk of every element,
 * and on a page of deeply nested lists a FAQ pass with its longer limits took a third more time.
 */
function blocks(page: Page, faq = false): Block[] {
  return pageBlocks(page)[faq ? "faq" : "text"];
}

function pageBlocks(page: Page): { text: Block[]; faq: Block[]; long: Block[] } {
  let b = BLOCKS.get(page);
  if (!b) BLOCKS.set(page, (b = readBlocks(page)));
  return b;
}

function readBlocks(page: Page): { text: Block[]; faq: Block[]; long: Block[] } {
  const zones = new Map<HElement, Zone>();
  const text: Block[] = [];
  const faq: Block[] = [];
  const long: Block[] = [];
  for (const el of page.doc.elements) {
    if (!/^(?:p|li|h[1-6]|span|div|td|th|a|strong|b|small|dd|dt|figcaption|button|label)$/.test(el.tag) || page.isHidden(el)) continue;
    const [start, end] = page.range(el, "visible");
    // A FAQ answer is read sentence by sentence and often runs longer ("… reverted to our free plan").
    if (end - start > 2000 || end === start) continue;
    const z = zoneOf(page, el, zones);
    const inFaq = z === "faq";
    if ((!inFaq && (end - start > 1500 || z === "testimonial")) || (inFaq && faq.length > 5000)) continue;
    // The innermost: no element child that is itself a text block with the same text.
    const t = page.text(el);
    if (!t || t.length > 1500) continue;
    // A paragraph of prose (301–1,500 characters outside a FAQ) is read for the free claims alone (round 86h).
    const isLong = !inFaq && (end - start > 400 || t.length > 300);
    if (isLong && (el.tag !== "p" || long.length > 500)) continue;
    let child = false;
    for (const c of el.children) if (c.kind === "element" && page.text(c) === t) child = true;
    if (child || inConsentBanner(el)) continue;
    (inFaq ? faq : isLong ? long : text).push({ el, text: t });
    if (text.length > 5000) break;
  }
  return { text, faq, long };
}

/**
 * Whether a sentence prices something: a customer count next to a price is a plan's limit ("up to
 * 1,000 users for $10"). A magnitude is no price ("creators who have earned over $8 billion").
 */
const pricedIn = (sentence: string) => findPrices(sentence).some((t) => !MAGNITUDE_AFTER.test(sentence.slice(t.end, t.end + 12)));

const CONSENT = /cookie|consent|onetrust|osano|cookiebot|didomi|usercentrics|trustarc|iubenda|termly|gdpr-?banner|consent-?banner/i;

/** Inside a cookie or consent banner: its words ("GDPR", "we use cookies") are no claims about the product. */
export function inConsentBanner(el: HElement): boolean {
  let i = 0;
  for (let e: HElement | null = el; e && e.tag !== "#root" && i < 12; e = e.parent, i++) {
    // A page-level class ("cookies-not-set" on <body>, set by a consent plugin) marks no banner.
    if (e.tag === "body" || e.tag === "html" || e.tag === "main") break;
    let own = CONSENT_OWN.get(e);
    if (own === undefined) CONSENT_OWN.set(e, (own = CONSENT.test(`${e.attrs.id ?? ""} ${e.attrs.class ?? ""} ${e.attrs["aria-label"] ?? ""} ${e.attrs["data-framer-name"] ?? ""}`)));
    if (own) return true;
  }
  return false;
}
/** Whether an element's own attributes name a consent banner, kept per element: every text block asks it of each of its ancestors. */
const CONSENT_OWN = new WeakMap<HElement, boolean>();

/** Evidence quoting the words a signal was read from (a window of a long block around them). */
function quoted(page: Page, el: HElement, text: string, start: number, end: number): SignalFact["evidence"] {
  const e = evidenceOf(page, el, text);
  return { ...e, snippet: snippetAround(text, start, end) };
}

/**
 * A trial or a trial's length near a line: "Free Trial / Free / for 30 days" is no free plan. Any
 * number of days; the trial words of every language free-words.ts knows.
 */
const NEAR_TRIAL_DAYS = /\bprobe|\b(?:days?|jours?|d[ií]as|tage?n?|giorni|dagen)\b/i;
const nearTrial = (line: string) => NEAR_TRIAL_DAYS.test(line) || TRIAL_WORD.test(line);
/** A comparison table's price row, by its first cell. */
const PRICE_ROW = /^(?:prices?|pricing|costs?|preis|preise|prix|precios?|preços?|prezzo|tarif)\b/i;
const firstCell = (page: Page, row: HElement): string => {
  const cell = row.children.find((c): c is HElement => c.kind === "element" && (c.tag === "td" || c.tag === "th"));
  return cell ? page.text(cell, "all") : "";
};
/** Lines on each side of a free line searched for a trial. */
const TRIAL_REACH = 2;

/**
 * A pricing page's line that says "free" and nothing else ("Free", "Kostenlos", "Grátis", "Free
 * forever", or the first sentence of a short line, "Free. Forever."): a card's price or a column's
 * head, even when no card or table around it is read as a plan (issue 25, round 14: 14 of the 38
 * development pages whose free tier was missed print one; no page without a free tier does). Never
 * a bare figure ("$0", "0€": a setup fee, an item included, a trial's column price) — only a zero
 * with its period (zero-period-line.ts, round 29f) —, never near a trial.
 */
export function freeWordLine(page: Page): { line: string; el: HElement } | null {
  const lines = visibleLines(page);
  // Or a zero price with its period, split over up to three lines ("$", "0", "/month"): round 29f.
  const zeros = zeroPeriodStarts(lines);
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!.text;
    const zero = zeros.get(i) ?? 0;
    if (!zero && (l.length > 60 || /\d/.test(l) || !FREE_LINE.test(l.split(/(?<=[.!,])\s+/)[0]!))) continue;
    if (lines.slice(Math.max(0, i - TRIAL_REACH), i + Math.max(zero, 1) + TRIAL_REACH).some((x) => nearTrial(x.text))) continue;
    // The line it prices is a service's first step ("Exam" over "Free", "見積・相談" over "無料"):
    // a free exam, consultation or quote, no free tier (first-step.ts, round 31d).
    if (i > 0 && serviceFirstStep(lines[i - 1]!.text)) continue;
    // A table's data cell prices a fee or a feature at nothing ("Payouts | Free"), unless its row
    // is the price row of a comparison of plans ("Price | Free | $9"; "Annual Price (Per Year) |
    // Free | ¥5000", an unlabelled buying row "| Free | Buy (50€)": free-cell-row.ts, round 89g).
    const el = page.elementAt("visible", lines[i]!.start, lines[i]!.start + l.length);
    const row = [el, ...ancestors(el)].find((e) => e.tag === "tr");
    const td = [el, ...ancestors(el)].find((e) => e.tag === "td");
    if (row && td && !PRICE_ROW.test(firstCell(page, row)) && !freeCellPriceRow(page, row, td)) continue;
    return { line: zero ? lines.slice(i, i + zero).map((x) => x.text).join(" ") : l, el };
  }
  return null;
}

/**
 * `withheld`: plans read but not reported (confidence.ts). A free one still says the page offers a
 * free plan when its price holds up by itself (withheld-free.ts: a zero with its period; a free word
 * is left to the lone free line below, which reads it with its guards) — round 14 took every one,
 * round 26 part e found that route wrong on three development pages for one right.
 */
export function extractSignals(pages: Page[], plans: PlanFact[] = [], isPricing: (url: string) => boolean = () => false, withheld: readonly PlanFact[] = []): SignalFact[] {
  const s = new Signals();
  for (const page of pages) {
    // Whether CJK free claims count on this page: a scan of its whole text, made at most once and
    // only when a sentence holds such a claim (free-claim.ts).
    let cjk: boolean | undefined;
    const cjkCounts = () => (cjk ??= cjkClaimsCount(page.visible));
    for (const { el, text } of blocks(page)) {
      // Sentence by sentence: "Free for up to 10 users. Trusted by 300,000 customers" is one
      // count of customers; a plan's limits ("100,000 monthly active users then $0.00325 per MAU",
      // "up to 10 users") are none.
      const sentences = text.split(/(?<=[.!?])\s+/);
      for (const sentence of sentences) {
        const strong = STRONG_COUNT.exec(sentence);
        const cc = CUSTOMER_COUNT.exec(sentence) ?? (strong && !NOT_CUSTOMER_NOUN.test(strong[3]) ? strongAsCount(strong) : null);
        if (!cc || !PROOF_CONTEXT.test(sentence) || NOT_CUSTOMERS.test(sentence.slice(cc.index, cc.index + cc[0].length + 20)) || pricedIn(sentence) || /\bup\s+to\s*$/i.test(sentence.slice(0, cc.index))) continue;
        const base = parseNumber(cc[1]);
        const mult = /^(?:k|thousand)$/i.test(cc[2] ?? "") ? 1_000 : /^(?:m|million|mil)$/i.test(cc[2] ?? "") ? 1_000_000 : 1;
        if (base !== null && base * mult >= 10) s.add({ kind: "customer_count", label: cc[0].replace(/\s+/g, " ").trim(), value: Math.round(base * mult), evidence: quoted(page, el, sentence, cc.index, cc.index + cc[0].length) });
      }
      for (const sentence of sentences) {
        const claim = freeClaim(sentence, cjkCounts) ?? lastingFree(sentence, (x) => TRIAL_WORD.test(x), cjkCounts);
        if (claim) s.add({ kind: "free_plan", label: sentence.slice(claim.start, claim.end).toLowerCase().slice(0, 60), value: null, evidence: quoted(page, el, sentence, claim.start, claim.end) });
        // "Free vs Pro", "our free and paid users": a free side set against a paid one (free-paid-contrast.ts).
        const contrast = claim ? null : freePaidContrast(sentence);
        if (contrast) s.add({ kind: "free_plan", label: contrast.slice(0, 60), value: null, evidence: quoted(page, el, sentence, 0, sentence.length) });
      }
      for (const sig of TEXT_SIGNALS) {
        const m = sig.re.exec(text);
        // "you're always free to leave", "always free to play for your team": a liberty, no price.
        if (m && sig.kind === "free_plan" && libertyAfter(text.slice(m.index + m[0].length))) continue;
        if (m) s.add({ kind: sig.kind, label: sig.label(m), value: sig.value?.(m) ?? null, evidence: quoted(page, el, text, m.index, m.index + m[0].length) });
      }
    }
    // A paragraph too long for the other signals ("The app is available for free on the App Store.
    // To unlock the full version …", "Langki is free for everyone; …"): its free claims only (round 86h).
    for (const { el, text } of pageBlocks(page).long) {
      for (const sentence of text.split(/(?<=[.!?])\s+/)) {
        const claim = freeClaim(sentence, cjkCounts) ?? lastingFree(sentence, (x) => TRIAL_WORD.test(x), cjkCounts);
        if (claim) s.add({ kind: "free_plan", label: sentence.slice(claim.start, claim.end).toLowerCase().slice(0, 60), value: null, evidence: quoted(page, el, sentence, claim.start, claim.end) });
      }
    }
    for (const link of page.links) {
      const text = link.text.replace(/\s+/g, " ").trim();
      let path = "";
      let host = "";
      try {
        const u = new URL(link.href);
        path = u.pathname;
        host = u.hostname;
      } catch {}
      if (DEMO_TEXT.test(text)) s.add({ kind: "demo", label: text.slice(0, 40), value: null, evidence: evidenceOf(page, link.el, `${text} → ${link.href}`) });
      if (CAREERS_PATH.test(path) || CAREERS_TEXT.test(text) || JOB_BOARD_HOST.test(host)) s.add({ kind: "careers", label: "careers page", value: null, evidence: evidenceOf(page, link.el, `${text} → ${link.href}`) });
      if (TEAM_PATH.test(path) || TEAM_TEXT.test(text)) s.add({ kind: "team_page", label: "team page", value: null, evidence: evidenceOf(page, link.el, `${text} → ${link.href}`) });
    }
    // Buttons, and links the link list leaves out ("Talk to sales 1-800-…" is a tel: link).
    for (const el of page.doc.elements) {
      if ((el.tag !== "button" && el.tag !== "a") || page.isHidden(el)) continue;
      const t = page.text(el);
      if (DEMO_TEXT.test(t)) s.add({ kind: "demo", label: t.slice(0, 40), value: null, evidence: evidenceOf(page, el, t) });
    }
    badges(page, s);
    logoWall(page, s);
  }
  // A free word only a page other than the pricing page says ("it's free", a newsletter's "Free
  // forever"), while the pricing page sells paid plans with a free trial: no free tier
  // (home-free-beside-trial.ts, round 57b); the pricing page's own readers below still run.
  if (homeFreeBesideTrial(s.items, plans, isPricing)) s.drop("free_plan");
  // A plan the pricing page lists at $0, or with a trial length, is the signal itself, also when
  // no sentence says "free plan" or "14-day free trial" (a "$0 / Get started" card).
  const freePlan = plans.find((p) => p.free) ?? withheld.find(withheldFreeHolds);
  if (freePlan && !s.has("free_plan")) s.add({ kind: "free_plan", label: `free plan: ${freePlan.name}`.slice(0, 60), value: null, evidence: freePlan.evidence });
  for (const page of pages) {
    if (s.has("free_plan") || !isPricing(page.url)) continue;
    const free = freeWordLine(page);
    if (!free) continue;
    // The name of a card read at zero and not free (a trial's card, trial-card.ts), repeated over
    // its column of a comparison table ("Kostenlos"), is that card again.
    if (plans.some((p) => p.amount === 0 && !p.free && planKey(p.name) === planKey(free.line))) continue;
    s.add({ kind: "free_plan", label: `free: ${free.line}`.slice(0, 60).toLowerCase(), value: null, evidence: evidenceOf(page, free.el, free.line) });
  }
  // A free plan said in a FAQ answer ("… reverted to our free plan"), or "Is there a free plan?"
  // answered yes: the one free claim read there (faq-free.ts, round 55b).
  for (const page of pages) {
    if (s.has("free_plan")) break;
    const f = faqFreePlan(blocks(page, true));
    if (f) s.add({ kind: "free_plan", label: f.sentence.slice(f.start, f.end).toLowerCase().slice(0, 60), value: null, evidence: quoted(page, f.el, f.sentence, f.start, f.end) });
  }
  // A free open-source licence named on the pricing page ("Open source license", "GPL-2.0 license",
  // "under the terms of the GPLv3"), also in its FAQ: the open-source edition the README's
  // convention counts as a free tier (open-licence.ts, round 56b).
  for (const page of pages) {
    if (s.has("free_plan") || !isPricing(page.url)) continue;
    const l = openLicence([...blocks(page), ...blocks(page, true)]);
    if (l) s.add({ kind: "free_plan", label: `open-source licence: ${l.text.slice(l.start, l.end)}`.toLowerCase().slice(0, 60), value: null, evidence: quoted(page, l.el, l.text, l.start, l.end) });
  }
  // The product said to be open source on the pricing or home page ("<app> is an open source
  // note-taking app"), where no page offers a trial (open-source-claim.ts, round 90d).
  for (const page of pages) {
    if (s.has("free_plan")) break;
    const o = openSourceClaim(blocks(page), pages);
    if (o) s.add({ kind: "free_plan", label: `open source: ${o.text.slice(o.start, o.end)}`.toLowerCase().slice(0, 60), value: null, evidence: quoted(page, o.el, o.text, o.start, o.end) });
  }
  // A free check, scan or analysis of the visitor's own material offered on the pricing page
  // ("Free scan", "Kostenloser Vorab-Check"), where no page offers a trial: the product used for
  // free before its paid report (free-check.ts, round 100d).
  for (const page of pages) {
    if (s.has("free_plan") || !isPricing(page.url)) continue;
    const c = freeCheck(blocks(page), pages);
    if (c) s.add({ kind: "free_plan", label: `${FREE_CHECK_LABEL}${c.text.slice(c.start, c.end).toLowerCase()}`.slice(0, 60), value: null, evidence: quoted(page, c.el, c.text, c.start, c.end) });
  }
  // A page of its own for the product's Premium or Pro: the paid side of a free product (premium-page.ts).
  for (const page of pages) {
    if (s.has("free_plan") || !isPricing(page.url)) continue;
    const premium = premiumPage(page);
    // Inferred: the page never says "free"; the free tier is what a Premium of its own implies.
    if (premium) s.add({ kind: "free_plan", label: `${premium.edition} page: ${premium.text}`.slice(0, 60).toLowerCase(), value: null, evidence: evidenceOf(page, premium.el, premium.text), inferred: true });
  }
  const trial = plans.find((p) => p.trial_days !== null);
  if (trial && !s.items.some((x) => x.kind === "free_trial" && x.value !== null)) s.add({ kind: "free_trial", label: `${trial.trial_days}-day free trial`, value: trial.trial_days, evidence: trial.evidence });
  return s.items;
}

/**
 * Compliance badges shown only as images ("SOC 2 Type II" in an `alt`, a `title` or an
 * `aria-label`): a security section often carries no text but the badge row.
 */
function badges(page: Page, s: Signals) {
  const zones = new Map<HElement, Zone>();
  for (const el of page.doc.elements) {
    if (el.tag !== "img" && el.tag !== "svg" && !(el.attrs.role === "img")) continue;
    const label = `${el.attrs.alt ?? ""} ${el.attrs.title ?? ""} ${el.attrs["aria-label"] ?? ""}`.trim();
    if (!label || label.length > 120 || page.isHidden(el)) continue;
    for (const sig of TEXT_SIGNALS) {
      if (sig.kind !== "compliance") continue;
      const m = sig.re.exec(label);
      if (!m) continue;
      const z = zoneOf(page, el, zones);
      if (z === "faq" || z === "testimonial" || inConsentBanner(el)) continue;
      s.add({ kind: sig.kind, label: sig.label(m), value: null, evidence: evidenceOf(page, el, `badge: ${label}`) });
    }
  }
}

const LOGO_HINT = /logo|customer|client|partner|brand|trusted|company/i;

const TRUST_WORDS = /trusted|customers|used by|loved by|companies|teams|brands|powering|join|leading|world'?s best|backed by|rely on|chosen by/i;

/** Attributes that name a block: class, id, ARIA label, Framer's layer name. */
const attrsOf = (e: HElement) => `${e.attrs.class ?? ""} ${e.attrs.id ?? ""} ${e.attrs["aria-label"] ?? ""} ${e.attrs["data-framer-name"] ?? ""}`;

/**
 * Whether the words just before `el` (a heading, or the short paragraph a logo strip opens with:
 * "Trusted by fast-growing companies") say the logos are customers.
 */
function trustedBefore(page: Page, el: HElement): boolean {
  const prev = headingBefore(page, el.order);
  if (prev && el.order - prev.el.order < 40 && TRUST_WORDS.test(prev.text)) return true;
  for (let e: HElement | null = el, depth = 0; e?.parent && depth < 3; e = e.parent, depth++) {
    const sibs = e.parent.children.filter((c): c is HElement => c.kind === "element");
    const i = sibs.indexOf(e);
    for (let j = i - 1; j >= 0 && j >= i - 2; j--) {
      const t = page.text(sibs[j]);
      if (t && t.length <= 200) return TRUST_WORDS.test(t);
    }
  }
  return false;
}

/**
 * A container with ≥ 4 logo images: its own or an ancestor's class / layer name says logos or
 * customers, an image's alt/src does, or "Trusted by …" words come just before it. Logos are
 * counted once each (a marquee repeats its strip to loop).
 */
function logoWall(page: Page, s: Signals) {
  let best: { el: HElement; count: number } | null = null;
  for (const el of page.doc.elements) {
    if (page.isHidden(el) || el.children.length < 4) continue;
    const seen = new Set<string>();
    let hinted = LOGO_HINT.test(attrsOf(el));
    for (const c of el.children) {
      if (c.kind !== "element") continue;
      const img = firstImage(c);
      if (!img) continue;
      seen.add(`${img.attrs.alt ?? ""}|${img.attrs.src ?? img.attrs.style ?? ""}|${img.attrs["aria-label"] ?? ""}|${img.attrs.src || img.attrs.alt || img.attrs.style ? "" : c.order}`);
      if (!hinted && LOGO_HINT.test(`${img.attrs.alt ?? ""} ${img.attrs.src ?? ""} ${img.attrs.class ?? ""} ${img.attrs["aria-label"] ?? ""}`)) hinted = true;
    }
    const count = seen.size;
    if (count < 4) continue;
    // Faces are no logos: a row of creators', authors' or speakers' portraits.
    if (portraits(el)) continue;
    if (!hinted) {
      let depth = 0;
      for (let a = el.parent; a && a.tag !== "#root" && depth < 3; a = a.parent, depth++) if (LOGO_HINT.test(attrsOf(a))) hinted = true;
    }
    if (!hinted) hinted = trustedBefore(page, el);
    if (hinted && (!best || count > best.count)) best = { el, count };
  }
  if (best) s.add({ kind: "logo_wall", label: `${best.count} customer logos`, value: best.count, evidence: evidenceOf(page, best.el, `${best.count} logos: ${page.text(best.el) || "(images)"}`) });
}

const PORTRAIT = /avatar|headshot|portrait|author|person|people|creator|speaker|team-?member|profile-?(?:photo|pic|image)/i;

/** Whether a row's images are portraits (names, classes or photo files say people), unless something says logo. */
function portraits(el: HElement): boolean {
  const imgs: HElement[] = [];
  for (const c of el.children) {
    if (c.kind !== "element") continue;
    const img = c.tag === "img" || c.tag === "svg" ? c : firstImage(c);
    if (img) imgs.push(img);
  }
  if (/logo/i.test(attrsOf(el)) || imgs.some((i) => /logo/i.test(`${i.attrs.alt ?? ""} ${i.attrs.src ?? ""} ${i.attrs.class ?? ""}`))) return false;
  const cues = imgs.filter((i) => PORTRAIT.test(`${i.attrs.src ?? ""} ${i.attrs.class ?? ""}`)).length;
  return PORTRAIT.test(attrsOf(el)) || cues * 2 > imgs.length;
}

function firstImage(el: HElement): HElement | null {
  const stack: HElement[] = [el];
  let n = 0;
  while (stack.length && n++ < 12) {
    const e = stack.pop()!;
    // A logo drawn as a CSS background (`style="background-image:url(…)"`) is an image too.
    if (e.tag === "img" || e.tag === "svg" || /background(?:-image)?\s*:[^;]*url\(/i.test(e.attrs.style ?? "")) return e;
    for (const c of e.children) if (c.kind === "element") stack.push(c);
  }
  return null;
}
