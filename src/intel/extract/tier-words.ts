/**
 * The words that name a tier, not a product or a feature: "Starter", "Pro", "Enterprise", "Team
 * plan", "Basic+". Read by features.ts (a tier's name is never a feature wherever it appears) and
 * by tier-badge-row.ts (a row of badges that are these words names the cards under them, round
 * 105c). English, as the pages' tier names mostly are whatever their language.
 */
export const TIER_WORD = /^(?:free|starter|basic|standard|pro|plus|premium|business|team|teams|enterprise|growth|scale|essentials?|advanced|professional|ultimate|personal|individual|hobby|launch|max|custom|unlimited|organi[sz]ations?|creator|lite|core|elite|gold|silver|bronze|platinum|startup|agency)(?:\s*\+|\s+plus|\s+plan)?$/i;
