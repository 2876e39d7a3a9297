/**
 * Live pages without sockets: while something is in progress, a page asks the /api again every
 * POLL_MS, and stops once nothing is, or once the page is left (its anchor element is gone).
 */
import { replace } from './dom.js';
import { showError } from './forms.js';

export const POLL_MS = 2000;

/**
 * Calls `tick` every POLL_MS while `anchor` is in the document and the last tick answered true.
 * A failed tick (the network, a 5xx) shows its error in `problem` and is tried again; the next
 * one that answers clears it. A page that is left stops, whatever its last tick said.
 */
export function pollWhile(anchor: Element, problem: Element, tick: () => Promise<boolean>): void {
  const step = async () => {
    if (!anchor.isConnected) return;
    let again = true;
    try {
      again = await tick();
      replace(problem);
    } catch (error) {
      showError(problem, error);
    }
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
