/**
 * The items of a draft-11 `RateLimit` or `RateLimit-Policy` field, by policy name
 * (`"key";q=5;w=3600, "ip";q=8;w=3600` → `{ key: { q: 5, w: 3600 }, ip: { q: 8, w: 3600 } }`);
 * throws on any other syntax, so a test reading a field also checks its form.
 */
export function parseRateLimitField(field: string | null): Record<string, Record<string, number>> {
  const items: Record<string, Record<string, number>> = {};
  for (const item of (field ?? '').split(', ')) {
    const match = /^"([a-z]+)"((?:;[a-z]+=\d+)+)$/.exec(item);
    if (!match) throw new Error(`not a draft-11 list item: "${item}" in "${field}"`);
    items[match[1]!] = Object.fromEntries(
      match[2]!
        .slice(1)
        .split(';')
        .map((param) => param.split('='))
        .map(([k, v]) => [k!, Number(v)]),
    );
  }
  return items;
}
