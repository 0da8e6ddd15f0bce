/**
 * Run-time settings in the OpenAPI document's texts. A description that states a limit an
 * operator can change on the dashboard ("30 requests a minute") would be wrong the moment it is
 * changed, so route docs write `setting("RIVALSCOPE_FREE_PER_MINUTE")` — a marker — and the
 * document is filled with the values in effect each time it is served (openapi.ts caches the
 * generated template and refills it when the settings change).
 *
 * Examples (bodies of a 429 and the like) keep the default numbers: they illustrate a response
 * and are replayed against a server with the defaults (test/http/openapi.test.ts).
 */
import { ENV_VARS, type Config, type EnvVar } from "../config";
import { effectiveText } from "../settings/summary";

const MARKER = /\{\{([A-Z][A-Z0-9_]*)\}\}/g;

/** The marker of a setting's value in a documentation text. */
export const setting = (name: EnvVar) => `{{${name}}}`;

/** `text` (the document as JSON, or any text) with every marker replaced by the value in effect. */
export function fillSettings(text: string, config: Config): string {
  return text.replace(MARKER, (marker, name: string) => (Object.hasOwn(ENV_VARS, name) ? effectiveText(config, name as EnvVar) : marker));
}
