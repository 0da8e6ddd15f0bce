/**
 * Round 113, part f: the peso a Spanish page's tax words and links name for its bare "$".
 *
 * A local business in Latin America — an internet provider, a gym, a school — prints its cards
 * "$350.00 al mes · IVA incluido" and names its country nowhere in words the dollar readers know: the
 * country shows in the street address (a neighbourhood, a state's abbreviation) and in the places the
 * page links to (its country's regulator, its bank's or its city's site, all under ".mx"). Round 82n
 * reads the peso from a code, the peso's name, the country in the title or the page's own domain;
 * a ".com" site of a Mexican shop has none of them, and its "$" was read as the US dollar.
 *
 * Two signs together, like round 90g's tax and business number: the prices are said to carry IVA,
 * the value-added tax levied on the sale ("IVA incluido", "+ IVA", "más IVA", "precios sin IVA") —
 * a seller who charges it bills buyers of its own country, in that country's money — and the page's
 * links lead to one peso country's domains (".mx", ".com.co", ".com.ar", ".cl", ".com.uy", ".com.do"),
 * which say which country that is. Neither alone: IVA is also Spain's (euros), Ecuador's and
 * El Salvador's (US dollars), and a page links abroad for many reasons; a link to Ecuador's ".ec"
 * names no peso, so such a page keeps its "$" as read. The caller (page-dollar.ts `pagePeso`) takes
 * the peso only on a Spanish page that writes no US dollar and where every hint names the same peso.
 *
 * Bounded: one linear test of the text, at most 300 links (their hosts only).
 */

/** Prices said to carry IVA: "IVA incluido", "IVA no incluido", "+ IVA", "más IVA", "sin IVA", "con IVA". */
const IVA_ON_PRICES = /(?:\+|\bm[aá]s|\bsin|\bcon|\bincluye|\bantes\s+de)[ \u00a0]*IVA\b|\bIVA[ \u00a0]+(?:incl|inclu[ií]d|no[ \u00a0]+inclu|exclu|exento)/i;

/** Whether the page's text says its prices carry IVA. */
export const pricesCarryIva = (text: string): boolean => IVA_ON_PRICES.test(text);

/**
 * The pesos named by the domains the page links to (`pesoOfUrl` gives an address's peso or undefined,
 * page-dollar.ts reading its host), or none when the text does not say its prices carry IVA. Cheap
 * test first: the tax words.
 */
export function ivaLinkedPesos(text: string, hrefs: readonly string[], pesoOfUrl: (url: string) => string | undefined): Set<string> {
  const out = new Set<string>();
  if (!hrefs.length || !pricesCarryIva(text)) return out;
  for (const href of hrefs.slice(0, 300)) {
    if (!/^https?:\/\//i.test(href)) continue;
    const peso = pesoOfUrl(href);
    if (peso) out.add(peso);
  }
  return out;
}
