/**
 * Reading what a browser sent — form fields and cookies — for every HTML surface (the dashboard,
 * the public home page) and the plugins that need a cookie before routing.
 */

/**
 * One text field of a submitted form. Bodies come from browsers we do not control: a field may
 * be missing, repeated (an array), a file, or the whole body JSON — all become a string here.
 */
export function field(body: unknown, name: string): string {
  if (!body || typeof body !== "object") return "";
  const v = (body as Record<string, unknown>)[name];
  const first = Array.isArray(v) ? v[0] : v;
  return typeof first === "string" ? first : typeof first === "number" || typeof first === "boolean" ? String(first) : "";
}

/** The value of cookie `name`, or null. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * A website address as people type it into a form: "example.com" is read as https://example.com
 * (forms only — the API takes exactly what it is sent). Anything with a scheme is left as it is,
 * for the URL rules to judge.
 */
export function urlField(body: unknown, name: string): string {
  return withScheme(field(body, name));
}

/** One typed address with its scheme: "example.com" → "https://example.com" (see urlField). */
export function withScheme(text: string): string {
  const t = text.trim();
  return t === "" || /^[a-z][a-z0-9+.-]*:\/\//i.test(t) ? t : `https://${t}`;
}
