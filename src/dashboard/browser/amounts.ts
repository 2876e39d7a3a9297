/**
 * What the dashboard says of amounts and confirmations: a payment's tag (the few micro-units above
 * a session's USD amount that identify the session), and confirmations in words.
 */

/** `text` ("42.505576") as an integer of `decimals` places; undefined for anything else. */
function toUnits(text: string, decimals: number): bigint | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match || (match[2] ?? '').length > decimals) return undefined;
  return BigInt(match[1]! + (match[2] ?? '').padEnd(decimals, '0'));
}

/** An integer of `decimals` places as digits ("0.005576"). */
function fromUnits(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * The tag in `due` (a session's exact amount on a chain and token, "42.505576") over its USD
 * amount ("42.50"): "0.005576", or undefined when there is none (or the figures do not parse).
 */
export function tagOf(due: string, usd: string): string | undefined {
  const decimals = Math.max(due.split('.')[1]?.length ?? 0, usd.split('.')[1]?.length ?? 0);
  const [a, b] = [toUnits(due, decimals), toUnits(usd, decimals)];
  if (a === undefined || b === undefined || a <= b) return undefined;
  return fromUnits(a - b, decimals);
}

const count = (n: number) => `${n} confirmation${n === 1 ? '' : 's'}`;

/** "confirmed (4 confirmations, 2 needed)" once there are enough, else "2 of 4 confirmations". */
export function confirmationsText(confirmations: number, required: number): string {
  return confirmations >= required ? `confirmed (${count(confirmations)}, ${required} needed)` : `${confirmations} of ${count(required)}`;
}

/** `plus` summed less `minus` ("12.50" + "0.005576" − "1"), as digits; undefined when one does not parse. */
export function decimalSum(plus: readonly string[], minus: readonly string[] = []): string | undefined {
  const all = [...plus, ...minus];
  const decimals = Math.max(0, ...all.map((each) => each.split('.')[1]?.length ?? 0));
  let total = 0n;
  for (const [list, sign] of [
    [plus, 1n],
    [minus, -1n],
  ] as const) {
    for (const each of list) {
      const units = toUnits(each, decimals);
      if (units === undefined) return undefined;
      total += sign * units;
    }
  }
  return total < 0n ? `-${fromUnits(-total, decimals)}` : fromUnits(total, decimals);
}
