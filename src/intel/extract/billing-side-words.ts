/**
 * The words that say which side of a billing switch a price is, in every language the engine reads
 * — English included: one table, one module (round 42, part d; round 39, part f brought the other
 * languages). A card served on one side of a monthly / yearly switch often says so beside its
 * price and gives the other side in a note: "$8 / month, billed annually", "$9.99 por asiento /
 * por mes — facturado anualmente o $11.99 facturado mensualmente", "Rp 20.000 per bulan (bayar
 * tahunan) … atau Rp 25.000 per bulan jika bayar bulanan", "149 € / kk vuosilaskutuksella". The
 * card reader (money.ts `billingAfter`, billing-pair.ts) reads them; money.ts' BILLED_* patterns
 * are built from this table.
 *
 * Only phrases that name **billing or payment** and a side together: a bare "mensual" or "tahunan"
 * is a period word (period-words.ts), which says what a price is per, not which side of a switch
 * it is. An annual-side phrase on a monthly price ("$8 / month, billed annually") is a yearly
 * commitment, never a yearly price: the period stays the month.
 */
import { alternatives } from "./free-words.ts";

interface SideWords {
  annual: readonly string[];
  monthly: readonly string[];
  /** One price whichever side ("billed monthly or annually"): both sides, so neither. English only, so far. */
  either?: readonly string[];
  /** A yearly commitment paid monthly ("annual plan, billed monthly"): the annual side, whatever "billed monthly" says. English only, so far. */
  commitment?: readonly string[];
}

/**
 * By language (ISO 639-1). English is written as regex sources, the others as fixed phrases (see
 * `ENGLISH` and `side` below for how each is read).
 *
 * English phrases are a grammar more than a list — a billing verb crossed with a side ("billed
 * annually", "paid once a year", "charged every 12 months"), a figure between ("billed as $96 per
 * year"), "month-to-month" straight after the price, a commitment's two words in either order —
 * so they stay patterns, each exactly as money.ts wrote it (linear: alternations of words, no
 * nested quantifiers).
 */
const TABLE: Record<string, SideWords> = {
  en: {
    annual: [
      String.raw`\b(?:billed|paid|pay|paying|charged|invoiced)\s+(?:once\s+)?(?:annually|yearly|per\s+year|every\s+(?:year|12\s+months|twelve\s+months)|once\s+a\s+year|each\s+year|annual(?:ly)?)\b`,
      // (Round 82g: also in the plural, "$349/user (for annual commitments)".)
      String.raw`\bannual(?:ly)?\s+(?:billing|plans?|subscriptions?|commitments?|contracts?)\b`,
      String.raw`\bbilled\s+as\s+\S+\s+(?:per|a|every)\s+year\b`,
      String.raw`\b(?:per|a)\s+year,?\s+billed\b`,
    ],
    monthly: [
      String.raw`\b(?:billed|paid|pay|paying|charged)\s+(?:monthly|month[-\s]to[-\s]month|every\s+month|per\s+month)\b`,
      // "$9 / month-to-month": only right after the price (the start of its tail).
      String.raw`^\s*(?:\/\s*)?month[-\s]to[-\s]month\b`,
      String.raw`\bmonthly\s+billing\b`,
      // "$418.80/user (for monthly pay as you go)" beside "$349/user (for annual commitments)": paid
      // by the month with no commitment (round 82g). "Pay as you go" alone is a price by use, not this.
      String.raw`\bmonthly\s+pay[-\s]as[-\s]you[-\s]go\b`,
    ],
    either: [String.raw`\b(?:billed|paid|pay)\s+(?:monthly\s+or\s+(?:annually|yearly)|(?:annually|yearly)\s+or\s+monthly)\b`],
    // "Annual, billed monthly", "annual plan, paid monthly", "billed monthly on a 1-year contract":
    // on one line, and never the tail of "billed annually" (a toggle's two sides read "Billed
    // annually" then "Billed monthly").
    commitment: [
      String.raw`(?<!\b(?:billed|paid|pay|charged|invoiced)\s+)\bannual(?:\s+(?:plan|commitment|subscription|contract|term))?[ \t]*[,(–—-]?[ \t]*(?:billed|paid|payable)[ \t]+monthly\b`,
      String.raw`\b(?:billed|paid)\s+monthly\s*[,(–—-]?\s*(?:with|on|for)\s+an?\s+(?:annual|yearly|12[-\s]month|1[-\s]year|one[-\s]year)\s+(?:commitment|contract|term|plan)\b`,
    ],
  },
  es: {
    annual: ["facturado anualmente", "facturada anualmente", "facturados anualmente", "se factura anualmente", "facturación anual", "pago anual", "pagando anualmente", "con pago anual"],
    monthly: ["facturado mensualmente", "facturada mensualmente", "facturados mensualmente", "se factura mensualmente", "facturación mensual", "pago mensual", "pagando mensualmente", "con pago mensual"],
  },
  pt: {
    annual: ["cobrado anualmente", "cobrada anualmente", "faturado anualmente", "faturada anualmente", "cobrança anual", "pagamento anual", "no plano anual"],
    monthly: ["cobrado mensalmente", "cobrada mensalmente", "faturado mensalmente", "faturada mensalmente", "cobrança mensal", "pagamento mensal", "no plano mensal"],
  },
  it: {
    annual: ["fatturato annualmente", "fatturata annualmente", "fatturazione annuale", "pagamento annuale", "pagato annualmente"],
    monthly: ["fatturato mensilmente", "fatturata mensilmente", "fatturazione mensile", "pagamento mensile", "pagato mensilmente"],
  },
  // "facture annuellement", the accent dropped: written beside the English patterns in money.ts until round 42d.
  fr: {
    annual: ["facturé annuellement", "facture annuellement", "facturés annuellement", "facturée annuellement", "facturées annuellement", "facturation annuelle", "paiement annuel", "payé annuellement"],
    monthly: ["facturé mensuellement", "facture mensuellement", "facturés mensuellement", "facturée mensuellement", "facturées mensuellement", "facturation mensuelle", "paiement mensuel", "payé mensuellement"],
  },
  // "jährliche zahlung", "monatliche zahlung": written beside the English patterns in money.ts until round 42d.
  de: {
    annual: ["jährlich abgerechnet", "jährliche abrechnung", "jährliche zahlung", "bei jährlicher zahlung", "jährlich bezahlt"],
    monthly: ["monatlich abgerechnet", "monatliche abrechnung", "monatliche zahlung", "bei monatlicher zahlung", "monatlich bezahlt"],
  },
  nl: {
    annual: ["jaarlijks gefactureerd", "jaarlijks betaald", "jaarlijkse betaling", "jaarlijkse facturatie", "bij jaarlijkse betaling"],
    monthly: ["maandelijks gefactureerd", "maandelijks betaald", "maandelijkse betaling", "maandelijkse facturatie", "bij maandelijkse betaling"],
  },
  // Indonesian / Malay: "bayar tahunan" (paid yearly), "ditagih bulanan" (billed monthly).
  id: {
    annual: ["bayar tahunan", "dibayar tahunan", "ditagih tahunan", "pembayaran tahunan", "bayaran tahunan"],
    monthly: ["bayar bulanan", "dibayar bulanan", "ditagih bulanan", "pembayaran bulanan", "bayaran bulanan"],
  },
  fi: {
    annual: ["vuosilaskutuksella", "laskutetaan vuosittain", "vuosittain laskutettuna"],
    monthly: ["kuukausilaskutuksella", "laskutetaan kuukausittain", "kuukausittain laskutettuna"],
  },
  sv: {
    annual: ["faktureras årsvis", "faktureras årligen", "vid årsbetalning", "årsvis betalning"],
    monthly: ["faktureras månadsvis", "vid månadsbetalning", "månadsvis betalning"],
  },
  da: {
    annual: ["faktureres årligt", "ved årlig betaling", "betales årligt"],
    monthly: ["faktureres månedligt", "ved månedlig betaling", "betales månedligt"],
  },
  pl: {
    annual: ["płatne rocznie", "płatność roczna", "rozliczane rocznie", "przy płatności rocznej"],
    monthly: ["płatne miesięcznie", "płatność miesięczna", "rozliczane miesięcznie", "przy płatności miesięcznej"],
  },
  tr: {
    annual: ["yıllık ödeme", "yıllık faturalandırılır", "yıllık faturalandırma"],
    monthly: ["aylık ödeme", "aylık faturalandırılır", "aylık faturalandırma"],
  },
  ru: {
    annual: ["при оплате за год", "при годовой оплате", "при оплате на год"],
    monthly: ["при оплате за месяц", "при ежемесячной оплате", "при помесячной оплате"],
  },
  cs: {
    annual: ["při roční platbě", "fakturováno ročně", "placeno ročně"],
    monthly: ["při měsíční platbě", "fakturováno měsíčně", "placeno měsíčně"],
  },
};

const { en: ENGLISH, ...WORDED } = TABLE;

/**
 * English, one side: its patterns in the table's order, read as money.ts always read them (ASCII
 * word edges, case-insensitive; `billingAfter` blanks the first match). money.ts' BILLED_ANNUALLY,
 * BILLED_MONTHLY, BILLED_EITHER and ANNUAL_COMMITMENT are these.
 */
export const englishSide = (key: keyof SideWords) => {
  const sources = ENGLISH[key] ?? [];
  // An empty alternation would match every text: a side with no pattern matches none.
  return new RegExp(sources.length ? sources.join("|") : "(?!)", "i");
};

/**
 * The other languages, one side: their phrases as alternatives (free-words.ts' `alternatives`:
 * escaped, longest first), each space widened to any run of white space; letter edges that know
 * accented and non-Latin letters ("pago anual" is never inside "pago anuales").
 */
const side = (key: "annual" | "monthly") => {
  const phrases = alternatives(Object.fromEntries(Object.entries(WORDED).map(([lang, words]) => [lang, words[key]])));
  return new RegExp(String.raw`(?<!\p{L})(?:${phrases.replace(/ /g, "\\s+")})(?!\p{L})`, "iu");
};

const ANNUAL = side("annual");
const MONTHLY = side("monthly");
const EITHER = new RegExp(`${ANNUAL.source}|${MONTHLY.source}`, "giu");

/**
 * The annual-side phrase that introduces the figure after it, right before a price ("Facturés
 * annuellement à 4896 €", "bayar tahunan sebesar Rp 240.000"): that figure is the yearly total, as
 * money.ts's YEARLY_TOTAL_BEFORE reads "billed annually at $228" — never the monthly side. Built
 * from the other languages' rows only: English has its own (YEARLY_TOTAL_BEFORE).
 */
const YEARLY_TOTAL_BEFORE_WORDS = new RegExp(String.raw`${ANNUAL.source}\s*(?:(?:à|a|at|de|por|em|di|zu|von|van|voor|op|sebesar|seharga|за|по)\s*)?:?\s*$`, "iu");
export const yearlyTotalBeforeWords = (before: string) => YEARLY_TOTAL_BEFORE_WORDS.test(before.slice(-80));

/** Whether the words after a price say it is billed on the annual side ("facturado anualmente"). */
export const billedAnnuallyWords = (s: string) => ANNUAL.test(s);
/** Whether they say the monthly side ("bayar bulanan", "facturation mensuelle"). */
export const billedMonthlyWords = (s: string) => MONTHLY.test(s);
/** The words with every such phrase blanked, so its side word is not read again as the price's period. */
export const withoutSideWords = (s: string) => s.replace(EITHER, " ");
