/**
 * Round 24, part d (docs/intel.md): a plan priced per seat whose price line does not say so — the
 * plan's own label does. Figma's cards are seats ("Full seat" `$16/mo`, "Dev seat" `$12/mo` under a
 * plan column), Anthropic's team plan lists a "Standard seat" and a "Premium seat", and a school
 * software's second table is headed "Pricing Table Per Student" over cards reading "₹ 20 / Year":
 * the price line is bare, the unit is in the name or the heading over the set of cards. The
 * readers looked for the unit only after the price, so these read as flat prices (6 plans wrong on
 * two sites of the product, a third site's two seats wrong on their amount as well).
 *
 * Two readings, both of the label only: a name that ends on "seat" (the thing sold is a seat:
 * "Full seat", "Collab seats"), and a name or set heading saying "per"/"each" a user word
 * ("Per Student", "each member"), not denied ("no per-seat fees" has no space after "per"; "not per
 * user" is denied). A name counting users ("3 User Package", "Up To 20 Users", "Single User
 * License") prices a bundle, not a seat, and is not read: the user word must follow "per"/"each",
 * or "seat" must close the name.
 */
import { USER_WORDS } from "./money.ts";

const SEAT_NAME = /(?:^|\s)seats?$/i;
const PER_UNIT = new RegExp(String.raw`(?<![\p{L}])(?:per|each|every)\s+(?:${USER_WORDS})s?(?![\p{L}])`, "iu");
const DENIED = /(?<![\p{L}])(?:not|no|never|without)\s+(?:per|each|every)\s/iu;

/** Whether a plan's name, or the heading over its set of cards, says its price is per user. */
export function labelPricesPerUser(name: string, setHeading: string | null): boolean {
  if (SEAT_NAME.test(name.trim())) return true;
  return [name, setHeading ?? ""].some((l) => l.length <= 80 && PER_UNIT.test(l) && !DENIED.test(l));
}
