/**
 * A fee paid once to start, printed right before the plan's price (issue 25, round 35 part a).
 *
 * A card that shows "$428 Instalación $148.00 Mensual" prints two prices: the first is the fee to
 * set the service up, the second the plan's. The reader took the first figure as the plan's. What
 * tells them apart is not the language but the shape: a figure, then a word naming a start fee,
 * then another figure — the fee word belongs to the figure before it, and the card still holds
 * its price. money.ts' SETUP_FEE knows "setup fee" and "taxa de instalação" (a fee noun with its
 * label); this table is the bare start word in every language the period and label tables know.
 *
 * Guards, by construction: the word must be followed by another figure (a price list's next row
 * "60 € Installation des box…" is a label, not a fee, and keeps its price); a price whose word is
 * not followed by a figure ("€499 one-time installation") is left to the readers that price it
 * (a service sold once keeps its only price); "no setup fee" has no figure before it.
 */

import { alternatives } from "./free-words.ts";

/** Start-fee words by language (lower case; multi-word entries use a single space). */
const START_FEE_WORDS: Record<string, readonly string[]> = {
  en: ["setup", "set-up", "setup fee", "installation", "install", "activation", "onboarding", "implementation", "registration", "enrolment", "enrollment", "joining fee", "deposit"],
  fr: ["frais d'installation", "frais de mise en service", "mise en service", "frais d'inscription", "frais de dossier", "installation", "inscription", "activation"],
  es: ["instalación", "instalacion", "alta", "configuración", "implementación", "inscripción", "matrícula", "activación"],
  pt: ["instalação", "instalacao", "adesão", "adesao", "implantação", "implantacao", "ativação", "configuração"],
  it: ["attivazione", "installazione", "iscrizione", "configurazione"],
  de: ["einrichtung", "einrichtungsgebühr", "einrichtungskosten", "aktivierung", "anmeldegebühr", "installation"],
  nl: ["installatie", "opstartkosten", "aansluitkosten", "inschrijfkosten", "activatie"],
  pl: ["aktywacja", "wdrożenie", "instalacja", "opłata aktywacyjna"],
  tr: ["kurulum", "kurulum ücreti", "aktivasyon"],
  cs_sk: ["zřízení", "aktivace", "instalace", "zriadenie"],
  ja: ["初期費用", "入会金", "導入費", "登録料", "事務手数料"],
  zh: ["安装费", "開通費", "开通费", "初装费", "开户费", "设置费"],
  ko: ["설치비", "가입비", "초기비용", "초기 비용"],
};

/**
 * Regex source (for money.ts' NOT_A_PLAN_PRICE_AFTER, matched at the start of a price's tail): a
 * start-fee word, an optional colon, then the next figure (a sign or a digit). One alternation of
 * literal words, longest first (free-words.ts `alternatives`; an apostrophe matches either form, a
 * space any whitespace), no nested quantifiers: linear on hostile pages.
 */
export const START_FEE_THEN_PRICE = String.raw`(?:${alternatives(START_FEE_WORDS).replace(/'/g, "['’]").replace(/ /g, "\\s")})(?![\wÀ-ɏ])\s?[:：]?\s?(?=[$€£¥₹₩]|R\$|\d|$)`;

/**
 * A start-fee word anywhere in a few words after a price paid once ("$500 one-time setup",
 * "einmalig Einrichtung", "pago único de instalación"): round 90h's once-leads.ts reads the card's
 * once-sum as its start fee, not the price it leads with. The table above, plus the bare fee nouns;
 * whole words (literal alternatives, longest first): linear.
 */
export const START_FEE_NAMED = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:fees?|frais|${alternatives(START_FEE_WORDS).replace(/'/g, "['’]").replace(/ /g, "\\s")})(?![\p{L}\p{N}])`,
  "iu",
);

/**
 * Round 90, part b: a price whose own label, right before it on its line, names a fee paid to
 * start ("初期費用0円", "Setup fee: $0", "Einrichtungsgebühr 0 €", "frais d'installation : 0 €") is
 * that fee — most often waived at zero to sell the plan — never the plan's price. Japanese landing
 * pages print "初期費用0円・14日間無料" as a bullet of their pitch; read as a price, the bullet was a
 * plan at ¥0 (and the page a free tier) named after the bullet above it.
 *
 * Only labels that say "fee" themselves (a fee noun, or a start word joined to one): a bare start
 * word before a price ("Installation €60", "Setup $99") is a price list's row, a service sold at
 * that price, and keeps its price. Literal alternatives, longest first, anchored at the label's
 * end: linear.
 */
const START_FEE_LABELS: Record<string, readonly string[]> = {
  en: [
    "setup fee", "set-up fee", "installation fee", "activation fee", "onboarding fee", "implementation fee", "registration fee",
    "enrollment fee", "enrolment fee", "joining fee", "sign-up fee", "signup fee", "initiation fee", "setup cost", "set-up cost",
    "setup costs", "set-up costs", "setup charge", "set-up charge", "activation charge", "installation charge",
  ],
  fr: ["frais d'installation", "frais de mise en service", "frais d'inscription", "frais de dossier", "frais d'activation", "frais de mise en place"],
  es: ["cuota de alta", "cuota de inscripción", "costo de instalación", "coste de instalación", "tarifa de instalación", "cargo de activación", "costo de activación", "costo de implementación"],
  pt: ["taxa de adesão", "taxa de instalação", "taxa de ativação", "taxa de implantação", "taxa de setup", "taxa de inscrição"],
  it: ["costo di attivazione", "costi di attivazione", "costo di installazione", "quota di iscrizione"],
  de: ["einrichtungsgebühr", "einrichtungskosten", "anmeldegebühr", "aktivierungsgebühr", "installationskosten", "aufnahmegebühr"],
  nl: ["opstartkosten", "aansluitkosten", "inschrijfkosten", "installatiekosten", "activatiekosten"],
  pl: ["opłata aktywacyjna", "opłata instalacyjna", "opłata wdrożeniowa"],
  tr: ["kurulum ücreti", "aktivasyon ücreti"],
  cs_sk: ["zřizovací poplatek", "aktivační poplatek"],
  ja: ["初期費用", "初期導入費用", "導入費用", "導入費", "入会金", "登録料", "事務手数料"],
  zh: ["初始费用", "安装费", "開通費", "开通费", "初装费", "开户费", "设置费"],
  ko: ["설치비", "가입비", "초기비용", "초기 비용"],
};
const CJK_LABEL = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;
const labelWords = (cjk: boolean) =>
  alternatives(START_FEE_LABELS).split("|").filter((w) => CJK_LABEL.test(w) === cjk).join("|").replace(/'/g, "['’]").replace(/ /g, "\\s");
/**
 * The text before a price, on its line, ends with a start-fee label (then at most a colon, a dash,
 * "of" / "de" / "von"). A Latin label starts at a word's edge; a CJK one wherever it stands (no
 * spaces between words: "導入の初期費用0円").
 */
export const START_FEE_BEFORE = new RegExp(
  String.raw`(?:(?<![\p{L}\p{N}])(?:${labelWords(false)})|(?:${labelWords(true)}))\s?(?:[:：\-–—]|of|de|von)?\s?$`,
  "iu",
);
