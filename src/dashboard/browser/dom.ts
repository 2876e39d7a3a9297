/**
 * The dashboard's one way to build DOM: elements from a tag, attributes and children. Text is
 * always set as text (never parsed as HTML), so data from /api can never become markup.
 */
export type Child = Node | string | number | false | null | undefined | readonly Child[];
type Handler = (event: Event) => void;
export type Attributes = Record<string, string | number | boolean | Handler | null | undefined>;

/** `h('button', { type: 'button', onclick: go }, 'Save')`: `on…` attributes become listeners; true, false and null/undefined set, skip and skip. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  append(element, children);
  return element;
}

export function append(parent: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === false || child === null || child === undefined) continue;
    if (Array.isArray(child)) append(parent, child);
    else parent.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replaces everything in `parent` with `children`. */
export function replace(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, children);
}

/** A date as people read it, in their own locale and time zone. */
export const formatDate = (iso: string | null | undefined): string => (iso ? new Date(iso).toLocaleString() : '');

/** How a table reads on a phone (`stack`): each row a card of its cells, each cell led by its column's heading, the `lead` column first. */
export interface TableOptions {
  stack?: boolean;
  /** The column a stacked row shows first (its status, say). */
  lead?: number;
}

/**
 * A table in a focusable, labelled region. Each row is its cells, or a `tr` built by the caller
 * when the row needs attributes of its own. A wide table scrolls sideways on a narrow screen,
 * unless `stack` makes its rows cards there (styles.ts, `table.stack`); its roles are then said
 * explicitly, as a table shown as blocks keeps them.
 */
export function table(
  label: string,
  headings: string[],
  rows: readonly (readonly Child[] | HTMLTableRowElement)[],
  { stack = false, lead }: TableOptions = {},
): HTMLElement {
  const role = (name: string) => (stack ? name : null);
  const built = rows.map((row) =>
    row instanceof HTMLTableRowElement
      ? row
      : h(
          'tr',
          {},
          row.map((cell) => h('td', {}, cell)),
        ),
  );
  if (stack) {
    for (const row of built) {
      row.setAttribute('role', 'row');
      Array.from(row.cells).forEach((cell, index) => {
        cell.setAttribute('role', 'cell');
        cell.dataset.label = headings[index] ?? '';
        if (index === lead) cell.classList.add('lead');
      });
    }
  }
  return h(
    'div',
    { class: stack ? 'table-wrap stacks' : 'table-wrap', tabindex: 0, role: 'region', 'aria-label': label },
    h(
      'table',
      { class: stack ? 'stack' : null, role: role('table') },
      h(
        'thead',
        { role: role('rowgroup') },
        h(
          'tr',
          { role: role('row') },
          headings.map((heading) => h('th', { scope: 'col', role: role('columnheader') }, heading)),
        ),
      ),
      h('tbody', { role: role('rowgroup') }, built),
    ),
  );
}

/** A status in a badge coloured by what it means (styles.ts: `.badge-<kind>`); `kind` is the status unless said. */
export const statusBadge = (status: string, kind = status): HTMLElement => h('span', { class: `badge badge-${kind}` }, status);
