/**
 * A free first step of a service — an exam, a consultation, a quote — is no free tier (issue 25,
 * round 31 part d).
 *
 * Clinics and trades list the step before the work at nothing: "Exam under 5 €0 (free)", "Khám —
 * Miễn phí" (exam: free), "見積・相談 — 無料" (quote and consultation: free). The cases keep such a
 * row among the prices at 0 and say the business has no free tier (README `free_tier`: a free plan
 * or a free-forever tier; evalyutsiya-rehab's and de-wiskundeleraar's free consultations the same).
 * On development (waves 8–12, 14–25) three sites in three languages and three markups (a table
 * row, a list, a card) were read with a free tier for it, and no page whose free plan or free line
 * names such a step has one. A free product that checks or scans ("Free scan", "Verificare AI
 * Gratuit") is a free tier: checks and scans are no words here.
 *
 * Words, matched between letter edges (one alternation, no nested quantifiers); CJK words anywhere.
 * A name that calls itself a plan ("Consultation plan") keeps its place.
 */

/** Exam, consultation, quote and estimate words by language (lower case). */
const STEP_WORDS: Record<string, readonly string[]> = {
  en: ["exam", "exams", "examination", "examinations", "check-up", "checkup", "consult", "consultation", "consultations", "quote", "quotes", "estimate", "estimates"],
  de: ["untersuchung", "beratung", "erstberatung", "erstgespräch", "kostenvoranschlag"],
  fr: ["examen", "devis"],
  es_pt_it: ["consulta", "presupuesto", "orçamento", "consulenza", "preventivo"],
  nl_pl_ru: ["kennismaking", "konsultacja", "wycena", "консультация", "консультации", "осмотр"],
  vi: ["khám", "tư vấn", "báo giá"],
  // Japanese / Chinese / Korean: 相談, 見積, 診察, 検診, 咨询, 諮詢, 报价, 報價, 상담, 견적.
  cjk: ["相談", "見積", "診察", "検診", "咨询", "諮詢", "报价", "報價", "상담", "견적"],
};

const LATIN = Object.entries(STEP_WORDS)
  .filter(([lang]) => lang !== "cjk")
  .flatMap(([, words]) => words)
  .sort((a, b) => b.length - a.length)
  .join("|");

/** A step word between letter edges, or a CJK step word anywhere. */
const STEP_NAME = new RegExp(`(?<!\\p{L})(?:${LATIN})(?!\\p{L})|${STEP_WORDS.cjk!.join("|")}`, "iu");

/** A name that calls itself a plan keeps its place whatever it names. */
const PLAN_WORD = /(?<!\p{L})(?:plan|plans|tier|package|tarif|paket|membership)(?!\p{L})|プラン|套餐|方案/iu;

/** True when a name is the free first step of a service ("Exam under 5", "見積・相談"), not a plan. */
export function serviceFirstStep(name: string): boolean {
  const text = name.slice(0, 120);
  return STEP_NAME.test(text) && !PLAN_WORD.test(text);
}
