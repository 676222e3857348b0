/**
 * The analysts' report as one HTML page (`npm run tracking:report`): tables that read without
 * JavaScript, and Chart.js (inlined, tracking-page-script.ts) drawing the funnel and the top
 * items from the same figures. Every text from the stream is untrusted (an item name comes from
 * the museum's catalogue, a file name from anyone): it enters the page escaped, and the charts'
 * data as JSON in a data island that the browser never runs.
 */
import type { Figures, FunnelStep, Revenue } from './tracking-figures';
import type { MalformedLine } from './tracking-stream';
import { DRAW_CHARTS, STYLE } from './tracking-page-script';

export interface PageInput {
  figures: Figures;
  malformed: readonly MalformedLine[];
  /** The stream's file, as the analyst named it. */
  source: string;
  /** Chart.js's browser build (chart-library.ts). */
  chartLibrary: string;
}

/** Lines skipped that the page names one by one; the count says the rest. */
const SKIPPED_SHOWN = 20;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * JSON inside a script element: `<` escaped, so no text in it can close the element, and the
 * line separators JavaScript once refused in strings.
 */
const scriptJson = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const count = new Intl.NumberFormat('en');
const percentFormat = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
const percent = (ratio: number | null): string => (ratio === null ? '—' : percentFormat.format(ratio));
/** Cents to the currency's major units, for display only: the sums were made in cents. */
const money = (cents: number, currency: string): string => new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);
const plural = (n: number, one: string, many = `${one}s`) => `${count.format(n)} ${n === 1 ? one : many}`;

const cell = (text: string | number, numeric = false) => `<td${numeric ? ' class="num"' : ''}>${escapeHtml(String(text))}</td>`;
/** A column's heading; a number's stands right, over its figures. */
type Column = string | { numeric: string };
const heading = (c: Column) => (typeof c === 'string' ? `<th scope="col">${escapeHtml(c)}</th>` : `<th scope="col" class="num">${escapeHtml(c.numeric)}</th>`);
const head = (columns: readonly Column[]) => `<thead><tr>${columns.map(heading).join('')}</tr></thead>`;
function table(caption: string, labels: readonly Column[], rows: readonly string[][]): string {
  return `<table><caption>${escapeHtml(caption)}</caption>${head(labels)}<tbody>${rows.map((r) => `<tr>${r.join('')}</tr>`).join('')}</tbody></table>`;
}
const chart = (id: string, label: string) => `<figure hidden><div class="chart"><canvas id="${id}" role="img" aria-label="${escapeHtml(label)}"></canvas></div></figure>`;
const section = (id: string, title: string, body: string) => `<section id="${id}" aria-labelledby="${id}-h"><h2 id="${id}-h">${title}</h2>${body}</section>`;
const NO_PURCHASE = '<p>No purchase in this stream.</p>';

function funnelSection(funnel: readonly FunnelStep[]): string {
  const first = funnel[0]?.sessions ?? 0;
  const rows = funnel.map((s, i) => [
    cell(i + 1, true),
    `<td><code>${s.step}</code></td>`,
    cell(count.format(s.sessions), true),
    cell(percent(s.conversion), true),
    cell(percent(first === 0 ? null : s.sessions / first), true),
    cell(count.format(s.sessionsWithEvent), true),
  ]);
  return section(
    'funnel',
    'Purchase funnel',
    '<p>A session counts at a step when it got at least that far: its furthest step is that one or a later one. ' +
      'A visitor who came to an item by a link saw no list, and a basket without a shipping country sends no ' +
      '<code>add_shipping_info</code>; both still count at the steps before the furthest. ' +
      'The last column counts the sessions that sent the step’s own event.</p>' +
      chart('funnel-chart', 'Bar chart of the sessions at each funnel step; the table below holds the same figures.') +
      table('Sessions at each step of the purchase funnel', [
        { numeric: '#' },
        'Step',
        { numeric: 'Sessions that got this far' },
        { numeric: 'From the step before' },
        { numeric: 'From the first step' },
        { numeric: 'Sessions with the event' },
      ], rows),
  );
}

function revenueSection(revenue: readonly Revenue[]): string {
  if (revenue.length === 0) return section('revenue', 'Revenue', NO_PURCHASE);
  const big = revenue.map((r) => `<p class="figure">${escapeHtml(money(r.cents, r.currency))}</p>`).join('');
  const rows = revenue.map((r) => [
    cell(r.currency),
    cell(count.format(r.purchases), true),
    cell(money(r.cents, r.currency), true),
    cell(money(Math.round(r.cents / r.purchases), r.currency), true),
    cell(money(r.taxCents, r.currency), true),
    cell(money(r.shippingCents, r.currency), true),
  ]);
  return section(
    'revenue',
    'Revenue',
    big +
      '<p>The sum of the purchases’ <code>value</code>; tax and shipping as the purchases report them.</p>' +
      table('Revenue by currency', [
        'Currency',
        { numeric: 'Purchases' },
        { numeric: 'Revenue' },
        { numeric: 'Average order' },
        { numeric: 'Tax' },
        { numeric: 'Shipping' },
      ], rows),
  );
}

function topItemsSection(figures: Figures): string {
  const items = figures.topItems;
  if (items.length === 0) return section('top-items', 'Top items', NO_PURCHASE);
  const rows = items.map((item, i) => [
    cell(i + 1, true),
    cell(item.name),
    `<td><code>${escapeHtml(item.id)}</code></td>`,
    cell(count.format(item.quantity), true),
    cell(money(item.cents, item.currency), true),
  ]);
  return section(
    'top-items',
    'Top items',
    chart('items-chart', 'Bar chart of the revenue of the items bought most; the table below holds the same figures.') +
      table(`The ${plural(items.length, 'item')} with the most revenue in purchases`, [{ numeric: '#' }, 'Item', 'Item id', { numeric: 'Quantity' }, { numeric: 'Revenue' }], rows),
  );
}

function consentSection({ consent }: Figures): string {
  const accepted = `<p>${plural(consent.sessions, 'session')} accepted the cookie notice: the stream holds nothing else.</p>`;
  const rate =
    consent.rate === null
      ? '<p>The consent rate is not in the stream: a visitor who declines sends nothing, so the stream cannot count them. ' +
        'Give the number of visits counted without cookies (the web server’s log, say) with <code>--visits N</code> to see it.</p>'
      : `<p class="figure">${percent(consent.rate)}</p><p>${percent(consent.rate)} of ${count.format(consent.visits ?? 0)} visits accepted (${count.format(consent.sessions)} sessions in the stream).</p>`;
  return section('consent', 'Consent', accepted + rate);
}

function skippedSection(malformed: readonly MalformedLine[]): string {
  if (malformed.length === 0) return '';
  const shown = malformed.slice(0, SKIPPED_SHOWN).map((m) => `<li>line ${m.line}: ${escapeHtml(m.reason)}</li>`);
  const more = malformed.length > SKIPPED_SHOWN ? `<p>and ${plural(malformed.length - SKIPPED_SHOWN, 'more line')}.</p>` : '';
  return section('skipped', 'Lines skipped', `<p>${plural(malformed.length, 'line')} skipped: not events of the stream.</p><ul>${shown.join('')}</ul>${more}`);
}

/** What the charts draw, formatted here so that the page's script only hands it to Chart.js. */
function chartData({ funnel, topItems }: Figures) {
  const currencies = [...new Set(topItems.map((i) => i.currency))];
  return {
    currency: currencies[0] ?? null,
    funnel: funnel.map((s) => ({ label: s.conversion === null ? s.step : `${s.step} (${percent(s.conversion)})`, sessions: s.sessions })),
    // One axis holds one currency: items bought in several stay in the table.
    topItems: currencies.length === 1 ? topItems.map((i) => ({ name: i.name, value: i.cents / 100, text: money(i.cents, i.currency) })) : [],
  };
}

export function reportPage({ figures, malformed, source, chartLibrary }: PageInput): string {
  // The library goes into the page as it is: a closing tag inside it would end its element.
  if (/<\/script/i.test(chartLibrary)) throw new Error('the chart library contains "</script" and cannot be inlined');
  const { totals } = figures;
  const summary =
    `<p>${plural(totals.events, 'event')} of ${plural(totals.sessions, 'session')}` +
    (totals.duplicates > 0 ? `; ${plural(totals.duplicates, 'event')} sent again (same <code>event_id</code>) counted once` : '') +
    (totals.malformed > 0 ? `; ${plural(totals.malformed, 'line')} skipped (below)` : '') +
    '.</p>';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Tracking report: ${escapeHtml(source)}</title>`,
    `<style>${STYLE}</style></head>`,
    '<body><main>',
    `<h1>Tracking report: ${escapeHtml(source)}</h1>`,
    summary,
    funnelSection(figures.funnel),
    revenueSection(figures.revenue),
    topItemsSection(figures),
    consentSection(figures),
    skippedSection(malformed),
    '<footer><p>Made by <code>npm run tracking:report</code> (docs/tracking.md, “Reports and analytics engines”); charts by Chart.js.</p></footer>',
    '</main>',
    `<script type="application/json" id="report-data">${scriptJson(chartData(figures))}</script>`,
    `<script>${chartLibrary}</script>`,
    `<script>${DRAW_CHARTS}</script>`,
    '</body></html>',
    '',
  ].join('\n');
}
