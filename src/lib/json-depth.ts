/**
 * jsonNestingExceeds — true when JSON text nests arrays/objects deeper than `max`.
 *
 * Checked on the raw text before JSON.parse: 50,000 nested "[" in a 100 KB body parse fine but
 * blow the stack of whatever walks the value next (validators, error formatting, JSON.stringify),
 * and an engine may spend seconds getting there while nothing else is served. One linear pass,
 * no allocation; strings are skipped so brackets inside them do not count.
 */
export function jsonNestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}
