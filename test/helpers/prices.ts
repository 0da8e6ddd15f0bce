/**
 * The dollar amount of a starting price as the SPEC defines the price sort, written here
 * independently of src/ so tests check the server against it: the number after "$" as written
 * ("2.9% + $0.30/transaction": the fixed fee); Custom and anything else sort last.
 */
export function dollarAmount(price: string): number {
  const m = /^(?:[\d.]+% \+ )?\$(\d+(\.\d+)?)/.exec(price);
  return m ? Number(m[1]) : Infinity;
}
