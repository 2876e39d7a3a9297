/**
 * A project's overview on one network: payments per day (how many, and their USD amount) and
 * verifications per day (valid and invalid) over the last 30 UTC days, as charts with their numbers.
 */
import { api, type PaymentActivity, type VerificationActivity } from './api.js';
import { barChart, chartTable, legend } from './chart.js';
import { h } from './dom.js';
import { type Network, scopePath } from './network.js';

/** A USD decimal string ("12.34") in cents: sums of money are added as integers, never floats. */
const cents = (usd: string): number => {
  const [whole = '0', fraction = ''] = usd.split('.');
  return Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
};
const dollars = (amount: number): string => `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export async function activitySection(projectId: string, network: Network): Promise<HTMLElement> {
  const [payments, verifications] = await Promise.all([
    api<PaymentActivity>('GET', scopePath(projectId, network, '/activity/payments')),
    api<VerificationActivity>('GET', scopePath(projectId, network, '/activity/verifications')),
  ]);
  return h(
    'section',
    { 'aria-labelledby': 'activity' },
    h('h2', { id: 'activity' }, 'Last 30 days'),
    h('div', { class: 'chart-grid' }, paymentsCard(payments), verificationsCard(verifications)),
  );
}

function paymentsCard({ days }: PaymentActivity): HTMLElement {
  const dates = days.map((day) => day.date);
  const amounts = days.map((day) => cents(day.amount_usd));
  const count = days.reduce((sum, day) => sum + day.count, 0);
  const total = dollars(amounts.reduce((sum, amount) => sum + amount, 0));
  const today = days.at(-1);
  const summary = `Payments per day over the last 30 days: ${plural(count, 'payment')}, ${total} USD in all; today ${plural(today?.count ?? 0, 'payment')}, ${today?.amount_usd ?? '0.00'} USD.`;
  return h(
    'figure',
    { class: 'card chart-card' },
    h('figcaption', {}, h('h3', {}, 'Payments'), h('p', { class: 'muted' }, `${plural(count, 'payment')} · ${total} USD`)),
    barChart({ dates, series: [{ label: 'payments', values: days.map((day) => day.count) }], summary }),
    h('p', { class: 'chart-subtitle muted' }, 'USD received'),
    barChart({
      dates,
      series: [{ label: 'USD', values: amounts }],
      summary: `USD received per day over the last 30 days: ${total} USD in all; today ${today?.amount_usd ?? '0.00'} USD.`,
      format: dollars,
    }),
    chartTable(
      'Payments per day',
      ['Payments', 'USD'],
      days.map((day) => ({ date: day.date, cells: [day.count, day.amount_usd] })),
    ),
  );
}

function verificationsCard({ days }: VerificationActivity): HTMLElement {
  const valid = days.reduce((sum, day) => sum + day.valid, 0);
  const invalid = days.reduce((sum, day) => sum + day.invalid, 0);
  const today = days.at(-1);
  const summary = `Verifications per day over the last 30 days: ${valid} valid, ${invalid} invalid; today ${today?.valid ?? 0} valid, ${today?.invalid ?? 0} invalid.`;
  return h(
    'figure',
    { class: 'card chart-card' },
    h('figcaption', {}, h('h3', {}, 'Verifications'), h('p', { class: 'muted' }, `${valid} valid · ${invalid} invalid`)),
    legend(['valid', 'invalid']),
    barChart({
      dates: days.map((day) => day.date),
      series: [
        { label: 'valid', values: days.map((day) => day.valid) },
        { label: 'invalid', values: days.map((day) => day.invalid) },
      ],
      summary,
    }),
    chartTable(
      'Verifications per day',
      ['Valid', 'Invalid'],
      days.map((day) => ({ date: day.date, cells: [day.valid, day.invalid] })),
    ),
  );
}
