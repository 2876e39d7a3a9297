/**
 * Bar charts of one value per day, drawn as SVG with the DOM (no library; no inline style, which
 * the page's CSP forbids: colours come from classes in the stylesheet, for light and dark). A chart
 * is an image to assistive technology, named by a summary of its figures; the numbers themselves
 * are in a table under it, for anyone who would rather read them.
 */
import { type Child, h } from './dom.js';

const SVG = 'http://www.w3.org/2000/svg';

/** One series of a chart: a value per day, stacked on the series before it. */
export interface Series {
  label: string;
  values: number[];
}

export interface BarChartSpec {
  /** Each bar's day (YYYY-MM-DD), oldest first. */
  dates: string[];
  /** Stacked bottom to top; each drawn with the class `chart-series-<index>`. */
  series: Series[];
  /** What the image says to a screen reader: its figures in a sentence. */
  summary: string;
  /** How a value reads on the axis and in a bar's tooltip. */
  format?: (value: number) => string;
}

// The drawing's own units: the SVG scales to its box (CSS), so these are proportions, not pixels.
const WIDTH = 360;
const HEIGHT = 150;
const LEFT = 40;
const RIGHT = 6;
const TOP = 10;
const BOTTOM = 22;

function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number>,
  ...children: (Node | string)[]
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  element.append(...children);
  return element;
}

/** A day as a short label, in the reader's locale ("1 Dec"), read as a UTC date as the /api counts them. */
export const shortDate = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The chart: an `<svg role="img">` with bars, the top of the scale, and the first and last days. */
export function barChart({ dates, series, summary, format = String }: BarChartSpec): SVGSVGElement {
  const totals = dates.map((_, day) => series.reduce((sum, each) => sum + (each.values[day] ?? 0), 0));
  const top = Math.max(...totals, 0);
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(dates.length, 1);
  const barWidth = Math.max(slot * 0.7, 1);
  const y = (value: number) => (top === 0 ? 0 : (value / top) * plotHeight);
  const chart = svg('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: 'img', 'aria-label': summary, class: 'chart' });
  chart.append(
    svg('line', { x1: LEFT, x2: WIDTH - RIGHT, y1: TOP + plotHeight, y2: TOP + plotHeight, class: 'chart-axis' }),
    svg('text', { x: LEFT - 4, y: TOP + plotHeight, class: 'chart-label chart-label-end' }, format(0)),
    // The top of the scale, or, with nothing to draw, a word saying so where the bars would be.
    top === 0
      ? svg('text', { x: LEFT + plotWidth / 2, y: TOP + plotHeight / 2, class: 'chart-label chart-label-middle' }, 'none in these 30 days')
      : svg('line', { x1: LEFT, x2: WIDTH - RIGHT, y1: TOP, y2: TOP, class: 'chart-gridline' }),
    top === 0 ? '' : svg('text', { x: LEFT - 4, y: TOP + 4, class: 'chart-label chart-label-end' }, format(top)),
  );
  dates.forEach((date, day) => {
    let base = TOP + plotHeight;
    series.forEach((each, index) => {
      const value = each.values[day] ?? 0;
      if (value === 0) return;
      // A day with anything at all shows at least a sliver.
      const height = Math.max(y(value), 1.5);
      base -= height;
      chart.append(
        svg(
          'rect',
          { x: LEFT + day * slot + (slot - barWidth) / 2, y: base, width: barWidth, height, class: `chart-bar chart-series-${index}` },
          svg('title', {}, `${shortDate(date)}: ${format(value)} ${each.label}`),
        ),
      );
    });
  });
  const first = dates[0];
  const last = dates.at(-1);
  if (first && last) {
    chart.append(
      svg('text', { x: LEFT, y: HEIGHT - 6, class: 'chart-label' }, shortDate(first)),
      svg('text', { x: WIDTH - RIGHT, y: HEIGHT - 6, class: 'chart-label chart-label-end' }, `${shortDate(last)} (today)`),
    );
  }
  return chart;
}

/** The legend of a chart's series, its swatches coloured by the same classes as the bars. */
export function legend(labels: string[]): HTMLElement {
  return h(
    'ul',
    { class: 'chart-legend', 'aria-hidden': 'true' },
    labels.map((label, index) => h('li', {}, h('span', { class: `chart-swatch chart-series-${index}` }), label)),
  );
}

/** The numbers behind a chart, newest day first, in a table that opens under it. */
export function chartTable(caption: string, columns: string[], rows: { date: string; cells: Child[] }[]): HTMLElement {
  return h(
    'details',
    { class: 'chart-numbers' },
    h('summary', {}, 'The numbers'),
    h(
      'div',
      { class: 'table-wrap', tabindex: 0, role: 'region', 'aria-label': caption },
      h(
        'table',
        {},
        h('caption', {}, caption),
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ['Day', ...columns].map((label) => h('th', { scope: 'col' }, label)),
          ),
        ),
        h(
          'tbody',
          {},
          [...rows].reverse().map((row) =>
            h(
              'tr',
              { 'data-date': row.date },
              h('th', { scope: 'row' }, shortDate(row.date)),
              row.cells.map((cell) => h('td', {}, cell)),
            ),
          ),
        ),
      ),
    ),
  );
}
