/**
 * Live pages without sockets: while something is in progress, a page asks the /api again every
 * POLL_MS, and stops once nothing is, or once the page is left (its anchor element is gone).
 */
export const POLL_MS = 2000;

/** Calls `tick` every POLL_MS while `anchor` is in the document and the last tick answered true; a failed tick stops it. */
export function pollWhile(anchor: Element, tick: () => Promise<boolean>): void {
  const step = async () => {
    if (!anchor.isConnected) return;
    const again = await tick().catch(() => false);
    if (again && anchor.isConnected) setTimeout(step, POLL_MS);
  };
  setTimeout(step, POLL_MS);
}

/** `render`, skipped when the value is what it last drew: a live region is then announced once per change, not once per poll. */
export function whenChanged<T>(render: (value: T) => void): (value: T) => void {
  let shown: string | undefined;
  return (value) => {
    const key = JSON.stringify(value);
    if (key === shown) return;
    shown = key;
    render(value);
  };
}
