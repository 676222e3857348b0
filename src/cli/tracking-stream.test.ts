import { readStream } from './tracking-stream';
import { handBuiltLines, handBuiltStream } from '../../test/helpers/tracking-stream';
import { schemaErrors } from '../../test/helpers/tracking-schema';

describe('reading an analyst stream (NDJSON)', () => {
  it('the hand-built stream of the tests meets the contract', () => {
    expect(schemaErrors(handBuiltLines.map((l) => JSON.parse(l)))).toEqual([]);
  });

  it('reads every line, dropping a line sent twice by its event_id', () => {
    const stream = readStream(handBuiltStream);
    expect(stream.malformed).toEqual([]);
    expect(stream.duplicates).toBe(1);
    expect(stream.events).toHaveLength(handBuiltLines.length - 1);
    expect(new Set(stream.events.map((e) => e.sessionId))).toEqual(new Set(['s-a', 's-b', 's-c', 's-d', 's-e']));
  });

  it('holds money in integer cents, rounded once from the major units the stream sends', () => {
    const purchase = readStream(handBuiltStream).events.find((e) => e.event === 'purchase' && e.sessionId === 's-a');
    expect(purchase).toMatchObject({ currency: 'EUR', valueCents: 4520, taxCents: 722, shippingCents: 490 });
    expect(purchase?.items.map((i) => [i.id, i.priceCents, i.quantity])).toEqual([
      ['5101', 1500, 2],
      ['5004', 1490, 1],
      ['5200', 10, 3],
    ]);
  });

  it('skips and counts malformed lines with their line numbers and reasons, and reads the rest', () => {
    const good = handBuiltLines[0] as string;
    const withoutSession = JSON.stringify({ ...JSON.parse(good), session_id: undefined });
    const textValue = (handBuiltLines[9] as string).replace('"value":45.2', '"value":"45.20"');
    const badCurrency = good.replace('"EUR"', '"euro"');
    const text = [good, '{"event":"purchase",', '', '[1,2]', withoutSession, textValue, badCurrency, 'null', '  '].join('\n');
    const stream = readStream(text);
    expect(stream.events).toHaveLength(1);
    expect(stream.malformed).toEqual([
      { line: 2, reason: expect.stringMatching(/^not JSON/) },
      { line: 4, reason: 'not a JSON object' },
      { line: 5, reason: 'session_id is missing or not a text' },
      { line: 6, reason: 'ecommerce.value is not a number' },
      { line: 7, reason: 'ecommerce.currency is not a three-letter currency code' },
      { line: 8, reason: 'not a JSON object' },
    ]);
  });

  it('checks items and takes a byte-order mark and Windows line ends', () => {
    const good = handBuiltLines[2] as string;
    const badItem = good.replace('"quantity":2', '"quantity":-1');
    const stream = readStream(`\uFEFF${good}\r\n${badItem}\r\n`);
    expect(stream.events).toHaveLength(1);
    expect(stream.malformed).toEqual([{ line: 2, reason: 'ecommerce.items[0].quantity is not a whole number of at least 1' }]);
  });
});
