/** US dollars as prices are written: "$99", "$99.50". */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 ? 2 : 0)}`;
