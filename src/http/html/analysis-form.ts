/**
 * The scan and roast forms' wording, shared by the public home page and the customer app: the
 * API's field names become the forms' labels ("competitor_url: …" → "Competitor's website: …").
 */
import { AppError } from "../../lib/errors";

const LABELS: Record<string, string> = { your_url: "Your website", competitor_url: "Competitor's website", url: "Website" };

/** An API message as the page shows it. */
export function analysisMessage(e: AppError): string {
  const f = typeof e.details.field === "string" ? e.details.field : null;
  if (f && LABELS[f] && e.message.startsWith(`${f}: `)) return `${LABELS[f]}: ${e.message.slice(f.length + 2)}`;
  return e.message;
}

/** The first problem a schema found, as the 400 the API would answer (then worded by analysisMessage). */
export function invalidAnalysis(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const f = String(issues[0]?.path[0] ?? "");
  return new AppError("bad_request", `${f}: ${issues[0]?.message ?? "is invalid"}`, { field: f });
}
