/**
 * desktopVisibility — whether an element's own responsive utility classes hide it in a desktop
 * browser (issue 25, round 25 part e; docs/intel.md). Sites ship a mobile copy of a pricing table
 * or of a card's price beside the desktop one and let the CSS framework pick by screen width:
 * Tailwind `lg:hidden` / `hidden lg:block xl:hidden`, Bootstrap `d-none d-lg-block` / `d-lg-none`,
 * Bootstrap 3 `hidden-lg` / `visible-xs`, Foundation `hide-for-large` / `show-for-small-only`.
 * Read beside the desktop copy, the mobile one gives duplicated plans, a wrong price or a $0
 * where the desktop shows "Custom".
 *
 * The page is read at one desktop width, 1280 px. Within each framework the utilities of wider
 * breakpoints come later in its stylesheet, so of the tokens that apply at 1280 px the one of the
 * widest breakpoint wins, whatever their order in the class attribute (Tailwind: base < sm < md <
 * lg < xl; Bootstrap: base < sm < md < lg < xl; `2xl`/`xxl` start above 1280 px and do not apply).
 * Display (`hidden`/`block`) and visibility (`invisible`/`visible`) are separate properties.
 *
 * One bounded pass over the element's own class tokens; no stylesheet is read.
 */

/** Tailwind breakpoints (min-width, px); `tablet`/`desktop` are common custom screens. */
const TW_SCREEN: Record<string, number> = { sm: 640, md: 768, tablet: 768, lg: 1024, desktop: 1024, xl: 1280, "2xl": 1536 };
/** Bootstrap 4/5 breakpoints (min-width, px). */
const BS_SCREEN: Record<string, number> = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 };
const WIDTH = 1280;

const SHOWN_DISPLAY = new Set([
  "block", "flex", "grid", "inline", "inline-block", "inline-flex", "inline-grid", "table", "table-cell", "table-row",
  "table-row-group", "table-header-group", "contents", "flow-root", "list-item",
]);

/** Tailwind `[screen:]value`, with v3's leading or v4's trailing `!` (important). */
const TAILWIND = /^(?:(max-)?(sm|md|lg|xl|2xl|tablet|desktop):)?!?([a-z-]+)!?$/;
/** Bootstrap 4/5 `d-[screen-]value`. */
const BOOTSTRAP = /^d-(?:(sm|md|lg|xl|xxl)-)?([a-z-]+)$/;
/** Bootstrap 3 `hidden-lg`, `visible-md-block`. */
const BOOTSTRAP3 = /^(hidden|visible)-(xs|sm|md|lg)(?:-(?:block|inline|inline-block))?$/;
/** Foundation `hide-for-large`, `show-for-small-only` (read at "large"). */
const FOUNDATION = /^(hide|show)-for-(small|medium|large|xlarge|xxlarge)(-only)?$/;
const FOUNDATION_SIZE = ["small", "medium", "large", "xlarge", "xxlarge"];
const FOUNDATION_AT = FOUNDATION_SIZE.indexOf("large");
/**
 * Page-builder helpers named for the screen they hide on or are made for (Webflow and themes), with
 * or without the builder's own prefix: Elementor's `elementor-hidden-desktop`, a WordPress theme's
 * `eut-desktop-row-hide` (session 32: a row of an old price list a theme hid on every screen).
 */
const HIDDEN_ON_DESKTOP = /^(?:[a-z0-9]+[-_])?(?:hide-(?:on-)?desktop|hidden-(?:on-)?desktop|desktop-(?:row-|column-|col-)?hid(?:e|den)|(?:show-|visible-)?mobile-only)$/;

/**
 * What the element's own classes say about the desktop: "copy" — a class of a screen size hides it
 * there (`lg:hidden`, `d-lg-none`, `visible-xs`, "hidden lg:block xl:hidden"): the layout of other
 * screens, which no billing switch or script shows on a desktop; "hidden" — a base utility hides it
 * (`hidden`, `d-none`: a script may show it, say the other side of a toggle); "shown" — a
 * responsive class undoes a base `hidden`; null — nothing about the desktop.
 */
export type DesktopVisibility = "copy" | "hidden" | "shown" | null;

export function desktopHidden(tokens: readonly string[]): DesktopVisibility {
  // Best (widest applicable breakpoint) decision per property; rank -1 = none seen.
  let displayRank = -1;
  let displayHidden = false;
  let visRank = -1;
  let visHidden = false;
  let named: boolean | null = null;
  const display = (rank: number, hidden: boolean) => {
    if (rank >= displayRank) {
      displayRank = rank;
      displayHidden = hidden;
    }
  };
  for (const t of tokens) {
    if (t.length > 40) continue;
    let m = BOOTSTRAP.exec(t);
    if (m) {
      const [, screen, value] = m;
      const px = screen ? BS_SCREEN[screen] : 0;
      if (WIDTH < px) continue;
      if (value === "none") display(px, true);
      else if (screen && SHOWN_DISPLAY.has(value)) display(px, false);
      continue;
    }
    m = BOOTSTRAP3.exec(t);
    if (m) {
      // hidden-lg hides at ≥ 1200 px; visible-X shows only at X, so any but lg hides on desktop.
      if (m[2] === "lg") named = m[1] === "hidden";
      else if (m[1] === "visible" && named === null) named = true;
      continue;
    }
    m = FOUNDATION.exec(t);
    if (m) {
      const size = FOUNDATION_SIZE.indexOf(m[2]);
      const covers = m[3] ? size === FOUNDATION_AT : size <= FOUNDATION_AT;
      const hides = m[1] === "hide" ? covers : !covers;
      if (hides) named = true;
      else named ??= false;
      continue;
    }
    if (HIDDEN_ON_DESKTOP.test(t)) {
      named = true;
      continue;
    }
    m = TAILWIND.exec(t);
    if (m) {
      const [, max, screen, value] = m;
      let rank = 0;
      if (screen) {
        const px = TW_SCREEN[screen];
        if (max ? WIDTH >= px : WIDTH < px) continue;
        // A max-width variant applies below its screen; it outranks the base utility only.
        rank = max ? 0.5 : px;
      }
      if (value === "hidden") display(rank, true);
      else if (SHOWN_DISPLAY.has(value)) {
        if (screen) display(rank, false); // a bare "block" says nothing about visibility
      } else if (value === "invisible" || value === "visible") {
        if (!screen && value === "visible") continue;
        if (rank >= visRank) {
          visRank = rank;
          visHidden = value === "invisible";
        }
      }
    }
  }
  if (named === true || (visRank > 0 && visHidden) || (displayRank > 0 && displayHidden)) return "copy";
  if ((visRank === 0 && visHidden) || (displayRank === 0 && displayHidden)) return "hidden";
  if (displayRank > 0 || visRank > 0 || named === false) return "shown";
  return null;
}
