/** @jest-environment jsdom */
import { reportPage } from './tracking-page';
import { chartLibrary } from './chart-library';
import { figuresOf } from './tracking-figures';
import { readStream } from './tracking-stream';
import { HOSTILE_NAME, handBuiltStream } from '../../test/helpers/tracking-stream';

const library = chartLibrary();
const stream = readStream(handBuiltStream + 'not json\n');
const page = (options: { visits?: number; source?: string; text?: string } = {}) => {
  const s = options.text === undefined ? stream : readStream(options.text);
  return reportPage({ figures: figuresOf(s, { visits: options.visits ?? null, top: 10 }), malformed: s.malformed, source: options.source ?? 'stream.ndjson', chartLibrary: library });
};
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
/** A table's cells, row by row, as a reader without JavaScript sees them. */
const rows = (doc: Document, caption: RegExp) => {
  const table = [...doc.querySelectorAll('table')].find((t) => caption.test(t.caption?.textContent ?? ''));
  if (!table) throw new Error(`no table captioned ${String(caption)}`);
  return [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent?.trim()));
};

describe("the analysts' report page", () => {
  it('is one page with Chart.js inside it, nothing fetched', () => {
    const html = page();
    expect(library).toMatch(/^\/\*!\n \* Chart\.js v4/);
    expect(html).toContain(library);
    const doc = parse(html);
    expect(doc.querySelectorAll('script[src], link[href], img[src], iframe')).toHaveLength(0);
    expect(html.replace(library, '')).not.toMatch(/https?:/);
  });

  it('holds the figures as data for the charts', () => {
    const data = JSON.parse(parse(page()).getElementById('report-data')?.textContent ?? 'null');
    expect(data.funnel.map((s: { sessions: number }) => s.sessions)).toEqual([5, 4, 4, 3, 2, 2, 2, 2]);
    expect(data.topItems.map((i: { name: string; value: number }) => [i.name, i.value])).toEqual([
      [HOSTILE_NAME, 36],
      ['Exhibition poster Light and Line (A1)', 30],
      ["Children's book: The Colour Detectives", 14.9],
      ['Pencil', 0.3],
    ]);
  });

  it('escapes every text from the stream: an item name or a file name stays text', () => {
    const html = page({ source: '<img src=x onerror=alert(1)>.ndjson' });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    const doc = parse(html);
    expect(doc.querySelectorAll('script')).toHaveLength(3);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(rows(doc, /items/i)[0]?.[1]).toBe(HOSTILE_NAME);
    expect(doc.querySelector('h1')?.textContent).toContain('<img src=x onerror=alert(1)>.ndjson');
  });

  it('reads without JavaScript: the funnel, revenue and items as captioned tables', () => {
    const doc = parse(page());
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('Tracking report: stream.ndjson');
    expect([...doc.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Purchase funnel', 'Revenue', 'Top items', 'Consent', 'Lines skipped']);
    // The charts wait for the script: without it, no empty frames.
    expect([...doc.querySelectorAll('figure')].every((f) => f.hidden)).toBe(true);
    expect(rows(doc, /funnel/i)).toEqual([
      ['1', 'view_item_list', '5', '—', '100%', '4'],
      ['2', 'view_item', '4', '80%', '80%', '4'],
      ['3', 'add_to_cart', '4', '100%', '80%', '4'],
      ['4', 'view_cart', '3', '75%', '60%', '3'],
      ['5', 'begin_checkout', '2', '66.7%', '40%', '2'],
      ['6', 'add_shipping_info', '2', '100%', '40%', '1'],
      ['7', 'add_payment_info', '2', '100%', '40%', '2'],
      ['8', 'purchase', '2', '100%', '40%', '2'],
    ]);
    expect(rows(doc, /revenue/i)).toEqual([['EUR', '2', '€81.20', '€40.60', '€9.58', '€4.90']]);
    expect(rows(doc, /items/i).map((r) => [r[0], r[2], r[3], r[4]])).toEqual([
      ['1', '3101-1', '2', '€36.00'],
      ['2', '5101', '2', '€30.00'],
      ['3', '5004', '1', '€14.90'],
      ['4', '5200', '3', '€0.30'],
    ]);
    for (const th of doc.querySelectorAll('thead th')) expect(th.getAttribute('scope')).toBe('col');
  });

  it('names the lines it skipped, and why', () => {
    const doc = parse(page());
    expect(doc.body.textContent).toContain('1 line skipped');
    expect(doc.querySelector('#skipped li')?.textContent).toMatch(/^line 26: not JSON/);
  });

  it('gives the consent rate only with the visits counted without cookies', () => {
    expect(parse(page()).querySelector('#consent')?.textContent).toMatch(/not in the stream/);
    expect(parse(page({ visits: 20 })).querySelector('#consent')?.textContent).toMatch(/25% of 20 visits/);
  });

  it('says so when nobody bought', () => {
    const doc = parse(page({ text: handBuiltStream.split('\n').filter((l) => !l.includes('"purchase"')).join('\n') }));
    expect(doc.querySelector('#revenue')?.textContent).toMatch(/No purchase in this stream/);
    expect(doc.querySelector('#top-items')?.textContent).toMatch(/No purchase in this stream/);
  });

  it('refuses a chart library that would end its script element', () => {
    const figures = figuresOf(stream, { visits: null, top: 10 });
    expect(() => reportPage({ figures, malformed: [], source: 's', chartLibrary: 'x = "</script>"' })).toThrow(/<\/script/);
  });
});
