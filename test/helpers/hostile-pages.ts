/**
 * The pathological pages of issue 24: markup a hostile site can serve under the fetcher's 5 MiB
 * cap that once cost seconds of parsing each. Shared by the tests (the analysis pool's budget,
 * through HTTP) and the bench (how long /healthz stalls while such sites are read).
 */

/** 400,000 nested `<div>` (4.4 MB): held the event loop 6–13 s per roast before the analysis pool. */
export const nestedDivs = (depth = 400_000) => "<!doctype html><title>Deep</title>" + "<div>".repeat(depth) + "<p>$9/month</p>" + "</div>".repeat(depth);

/** The home page of a four-page hostile site: links to its other three pages, then the same nest. */
export const nestedDivsHome = (depth = 400_000) =>
  `<!doctype html><title>Deep</title><nav><a href="/pricing">Pricing</a> <a href="/features">Features</a> <a href="/product">Product</a></nav>` + "<div>".repeat(depth) + "</div>".repeat(depth);

/** The paths of the four-page site, besides its home page. */
export const HOSTILE_SITE_PAGES = ["/pricing", "/features", "/product"];

/**
 * 4.4 MB of lists nested in list items: past the depth bound the parser's implied closes keep the
 * tree at the bound while it fills up to the element bound — one of the costliest shapes left
 * (about a second of CPU a page here), for a site that must exceed a budget no real site nears.
 */
export const nestedLists = () => "<!doctype html><title>Lists</title>" + "<ul><li><a href='/pricing'>Pricing</a>".repeat(115_000);

/**
 * Hostile pages for the intel engine (test/intel/fuzz.test.ts checks each is read without an
 * error and within the parser's bounds; test/bench/intel.ts measures the slowest): deep nesting,
 * huge attributes and text nodes, broken encodings, malformed JSON, price strings of a million
 * characters.
 */
export const HOSTILE_PAGES: [string, () => string][] = [
  ["30,000 nested divs", () => "<div>".repeat(30_000) + "<p>$9/month</p>" + "</div>".repeat(30_000)],
  ["20,000 unclosed nested cards", () => `<div class="card"><h3>Pro</h3><p>$9/mo</p>`.repeat(20_000)],
  ["a 1 MB attribute", () => `<div class="${"x".repeat(1_000_000)}" data-monthly-price="${"9".repeat(500_000)}"><h3>A</h3>$9</div>`],
  ["a 2 MB text node", () => `<p>${"lorem ipsum $ 9 ".repeat(125_000)}</p>`],
  ["a 1M-character price string", () => `<div><div><h3>A</h3><p>$${"9".repeat(1_000_000)}/mo</p></div><div><h3>B</h3><p>$${"1,".repeat(500_000)}</p></div></div>`],
  ["a million currency symbols", () => `<p>${"$€£".repeat(333_333)}</p>`],
  ["lone surrogates and invalid code points", () => `<title>\ud800\udc00\udfff</title><h1>\ud83d</h1><p>$9\ud800/mo</p>&#xD800;&#0;&#x110000;`],
  ["malformed JSON-LD and app state", () => `<script type="application/ld+json">{"@graph":[{"offers":[{"price":` + "[".repeat(100_000) + `</script><script id="__NEXT_DATA__" type="application/json">{"a":${"[".repeat(200_000)}</script><script id="__NUXT_DATA__" type="application/json">[${Array.from({ length: 10_000 }, (_, i) => i + 1).join(",")}]</script>`],
  ["deep JSON app state", () => `<script id="__NEXT_DATA__" type="application/json">${"[".repeat(5_000)}1${"]".repeat(5_000)}</script><script>window.__INITIAL_STATE__ = ${'{"a":'.repeat(3_000)}1${"}".repeat(3_000)}</script>`],
  ["ten thousand price cards", () => `<section>${Array.from({ length: 10_000 }, (_, i) => `<div class="card"><h3>Plan ${i}</h3><p>$${i}/mo</p></div>`).join("")}</section>`],
  ["30,000 sibling price blocks without headings", () => `<main>${"<div>$1 per month<i></i><i></i></div>".repeat(30_000)}</main>`],
  ["30,000 prices only in aria-label", () => `<main>${'<div aria-label="$1 per month"><i></i><i></i></div>'.repeat(30_000)}</main>`],
  ["30,000 nested aria-labelled prices", () => `${'<span aria-label="$1 per month">'.repeat(30_000)}x${"</span>".repeat(30_000)}`],
  ["a huge flight payload", () => `<script>${Array.from({ length: 2_000 }, (_, i) => `self.__next_f.push(${JSON.stringify([1, `${i.toString(16)}:{"plans":[{"name":"P${i}","price":${i}},{"name":"Q${i}","price":1}]}\n`])});`).join("")}</script><script>self.__next_f.push([1,"${"[".repeat(100_000)}"])</script>`],
  ["a huge comparison table", () => `<table><tr><th></th>${"<th>Pro</th>".repeat(500)}</tr><tr><td>Price</td>${"<td>$9/mo</td>".repeat(500)}</tr>${"<tr><th scope=row>Feature</th><td>✓</td></tr>".repeat(2_000)}</table>`],
];

/** The issue-24 shapes, each a few MB (the bench reads them; the tests read smaller versions). */
export const ISSUE_24_PAGES: [string, () => string][] = [
  ["400,000 nested divs (4.4 MB)", () => nestedDivs()],
  ["4.4 MB of lists nested in list items", () => nestedLists()],
  ["200,000 open divs, then 100,000 stray end tags and forms (3.2 MB)", () => "<div>".repeat(200_000) + "</span><form><b>x</b>".repeat(100_000)],
];
