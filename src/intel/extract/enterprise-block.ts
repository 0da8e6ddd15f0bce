/**
 * Round 86f (docs/intel.md, "Round 86, part f"): an enterprise offer a big vendor's page sets below
 * its plan cards as a box of its own — a heading naming the offer ("Enterprise plan", "Kurumsal
 * plan", "Unternehmen"), a sentence or two of what it adds, and a contact link ("Contact us",
 * "Bize ulaşın", "Kontaktieren Sie uns") — is a contact-sales plan, as the same offer closing the
 * grid as a card is. A box under the cards headed otherwise ("Education program", "Need help?") is a
 * link, not a plan: the heading must carry an enterprise word.
 *
 * Words only, matched against a short heading or a whole line: alternatives of literals, no nested
 * quantifier (the test runs on a few boxes of a page).
 */

/** "Enterprise" / "business" / "corporate" by language, as a heading names the offer. */
const ENTERPRISE_WORDS = [
  "enterprise",
  "corporate",
  "entreprise",
  "entreprises",
  "unternehmen",
  "empresa",
  "empresas",
  "empresarial",
  "corporativo",
  "corporativa",
  "aziendale",
  "aziende",
  "zakelijk",
  "kurumsal",
  "kurumlar",
  "przedsiębiorstwa",
  "korporacyjny",
  "корпоративный",
  "корпоративний",
  "doanh nghiệp",
];
/** The same in scripts written without spaces between words: matched anywhere in the heading. */
const ENTERPRISE_GLYPHS = ["エンタープライズ", "法人", "企業", "企业", "기업", "엔터프라이즈"];
const ENTERPRISE_WORD = new RegExp(String.raw`(?:(?:^|[\s(])(?:${ENTERPRISE_WORDS.join("|")})(?=$|[\s):,])|${ENTERPRISE_GLYPHS.join("|")})`, "iu");

/**
 * A contact link's words in the languages plans-page.ts's `CONTACT_LINE` (a price slot's words) does
 * not read as a whole line: a box's link says "contact us" in a sentence's form.
 */
const CONTACT_US = /^(?:bize ulaşın|bizimle iletişime geçin|iletişime geçin|satış ekibiyle görüşün|kontaktieren sie uns|vertrieb kontaktieren|contáctenos|contacte con nosotros|contacta con nosotros|entre em contato|entre em contacto|contacte-nos|fale com vendas|contacter l['’]équipe commerciale|contatta(?:ci| le vendite)|neem contact met ons op|skontaktuj się z nami|связаться с нами|свяжитесь с нами|liên hệ với chúng tôi|お問い合わせ(?:ください)?|営業に問い合わせる|联系我们|聯絡我們|문의하기)[.!]?$/iu;

/** Whether a heading names an enterprise offer (by its words, at most four of them). */
export function enterpriseHeading(text: string): boolean {
  const t = text.replace(/\s+/g, " ").trim();
  if (!t || t.length > 40 || t.split(" ").length > 4 || /[?!]/.test(t)) return false;
  return ENTERPRISE_WORD.test(t);
}

/**
 * Round 100c: the same box headed by a custom offer's name instead ("Custom plan", "Custom", "Sur
 * mesure", "Individuell", "定制版"): the tier a page sells on request under its priced cards. Only
 * the name of an offer, whole: "Custom integrations", "Custom domains" or "Need something custom?"
 * say what a plan includes or ask, and name none.
 */
const CUSTOM_OFFER = /^(?:custom(?: (?:plan|tier|package|edition|license|licence))?|(?:offre |formule )?sur[ -]mesure|individuell|(?:plan |paquete )?personalizado|(?:piano )?personalizzato|op maat|maatwerk|indywidualny|индивидуальный(?: тариф)?|定制(?:版|方案)?|カスタム(?:プラン)?|맞춤형(?: 플랜)?)$/iu;

/** Whether a heading names a custom offer (the whole heading, a trailing colon aside). */
export function customOfferHeading(text: string): boolean {
  const t = text.replace(/\s+/g, " ").trim().replace(/:$/, "");
  return t.length > 0 && t.length <= 30 && CUSTOM_OFFER.test(t);
}

/** Whether a line is a box's contact link in one of the languages above (an arrow after it allowed). */
export function contactUsLine(line: string): boolean {
  const t = line.replace(/[\s→›»>↗⟶➜➔·•|:,-]+$/u, "").trim();
  return t.length > 0 && t.length <= 40 && CONTACT_US.test(t);
}
