/**
 * The words that say which side of a billing switch a price is, in the languages the engine reads
 * (round 39, part f). A card served on one side of a monthly / yearly switch often says so beside
 * its price and gives the other side in a note: "$9.99 por asiento / por mes — facturado
 * anualmente o $11.99 facturado mensualmente", "Rp 20.000 per bulan (bayar tahunan) … atau Rp
 * 25.000 per bulan jika bayar bulanan", "149 € / kk vuosilaskutuksella". The English phrases
 * ("billed annually", "paid monthly") live in money.ts; these are the same phrases elsewhere, so
 * the card reader (`billingAfter`, billing-pair.ts) pairs a card's two sides whatever its language.
 *
 * Only phrases that name **billing or payment** and a side together: a bare "mensual" or "tahunan"
 * is a period word (period-words.ts), which says what a price is per, not which side of a switch
 * it is. Every regex here is an alternation of fixed phrases with single spaces widened to `\s+`:
 * linear, no nested quantifiers.
 */
import { alternatives } from "./free-words.ts";

interface SideWords {
  annual: string[];
  monthly: string[];
}

/**
 * By language (ISO 639-1). French "facturé annuellement" is in money.ts's list too; it is here as
 * well so that the yearly total it introduces is read as one (below).
 */
const TABLE: Record<string, SideWords> = {
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
  fr: {
    annual: ["facturé annuellement", "facturés annuellement", "facturée annuellement", "facturées annuellement", "facturation annuelle", "paiement annuel", "payé annuellement"],
    monthly: ["facturé mensuellement", "facturés mensuellement", "facturée mensuellement", "facturées mensuellement", "facturation mensuelle", "paiement mensuel", "payé mensuellement"],
  },
  de: {
    annual: ["jährlich abgerechnet", "jährliche abrechnung", "bei jährlicher zahlung", "jährlich bezahlt"],
    monthly: ["monatlich abgerechnet", "monatliche abrechnung", "bei monatlicher zahlung", "monatlich bezahlt"],
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

/**
 * One side's phrases as alternatives (free-words.ts' `alternatives`: escaped, longest first), each
 * space widened to any run of white space; letter edges that know accented and non-Latin letters
 * ("pago anual" is never inside "pago anuales").
 */
const side = (key: keyof SideWords) => {
  const phrases = alternatives(Object.fromEntries(Object.entries(TABLE).map(([lang, words]) => [lang, words[key]])));
  return new RegExp(String.raw`(?<!\p{L})(?:${phrases.replace(/ /g, "\\s+")})(?!\p{L})`, "iu");
};

const ANNUAL = side("annual");
const MONTHLY = side("monthly");
const EITHER = new RegExp(`${ANNUAL.source}|${MONTHLY.source}`, "giu");

/**
 * The annual-side phrase that introduces the figure after it, right before a price ("Facturés
 * annuellement à 4896 €", "bayar tahunan sebesar Rp 240.000"): that figure is the yearly total, as
 * money.ts's YEARLY_TOTAL_BEFORE reads "billed annually at $228" — never the monthly side.
 */
const YEARLY_TOTAL_BEFORE_WORDS = new RegExp(String.raw`${ANNUAL.source}\s*(?:(?:à|a|at|de|por|em|di|zu|von|van|voor|op|sebesar|seharga|за|по)\s*)?:?\s*$`, "iu");
export const yearlyTotalBeforeWords = (before: string) => YEARLY_TOTAL_BEFORE_WORDS.test(before.slice(-80));

/** Whether the words after a price say it is billed on the annual side ("facturado anualmente"). */
export const billedAnnuallyWords = (s: string) => ANNUAL.test(s);
/** Whether they say the monthly side ("bayar bulanan", "facturation mensuelle"). */
export const billedMonthlyWords = (s: string) => MONTHLY.test(s);
/** The words with every such phrase blanked, so its side word is not read again as the price's period. */
export const withoutSideWords = (s: string) => s.replace(EITHER, " ");
