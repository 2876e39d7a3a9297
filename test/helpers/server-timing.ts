/** The durations of a `Server-Timing` header by name, as a client reads them (entries without `dur` are left out; no header, none). */
export function parseServerTiming(header: string | null): Map<string, number> {
  const parts = new Map<string, number>();
  for (const entry of (header ?? '').split(',')) {
    const [name, ...params] = entry.split(';').map((part) => part.trim());
    const dur = params.find((param) => param.startsWith('dur='));
    if (name && dur) parts.set(name, Number(dur.slice(4)));
  }
  return parts;
}
