import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { Cents } from '../kernel/brands';
import { Flag } from './codecs/common';
import { TourList } from './codecs/tours';
import { MAX_VALUE_CHARS, renderValue, reportErrors } from './report';

function messagesFor<C extends t.Mixed>(codec: C, value: unknown, redact = false): string[] {
  const result = codec.decode(value);
  if (E.isRight(result)) throw new Error('expected the value to be rejected');
  return reportErrors(result.left, { redact });
}

describe('reportErrors', () => {
  it('reads like the architecture example for a wrong price', () => {
    const codec = t.type({ tours: t.array(t.type({ price: Cents })) });
    expect(messagesFor(codec, { tours: [{ price: '12,00' }] })).toEqual([
      'Expecting Cents at tours.0.price but instead got: "12,00"',
    ]);
  });

  it('skips the member keys of intersections in the path', () => {
    const entry = { id: 1, name: 'Führung', museumId: 1, venue: 'Kunsthalle', langIdentifier: 'de', langName: 'Deutsch' };
    expect(messagesFor(TourList, { tours: [entry, { ...entry, custom_groups: [{ id: 'x', name: 'A' }] }] })).toEqual([
      'Expecting number at tours.1.custom_groups.0.id but instead got: "x"',
    ]);
  });

  it('names a union once instead of listing each member that rejected the value', () => {
    expect(messagesFor(t.type({ soldout: Flag }), { soldout: 2 })).toEqual([
      'Expecting Flag at soldout but instead got: 2',
    ]);
  });

  it('names an intersection when the value is not even an object', () => {
    const codec = t.type({ items: t.array(t.intersection([t.type({ id: t.number }), t.partial({ x: t.string })], 'Item')) });
    expect(messagesFor(codec, { items: [null] })).toEqual(['Expecting Item at items.0 but instead got: null']);
  });

  it('reports a missing field as undefined and a wrong top level as (root)', () => {
    expect(messagesFor(t.type({ name: t.string }), {})).toEqual(['Expecting string at name but instead got: undefined']);
    expect(messagesFor(t.type({ name: t.string }, 'Named'), 'oops')).toEqual([
      'Expecting Named at (root) but instead got: "oops"',
    ]);
  });

  it('gives one line per distinct error', () => {
    const codec = t.type({ a: t.number, b: t.number });
    expect(messagesFor(codec, { a: 'x', b: 'y' })).toEqual([
      'Expecting number at a but instead got: "x"',
      'Expecting number at b but instead got: "y"',
    ]);
  });

  it('uses a custom message when a codec supplies one', () => {
    const even = new t.Type<number, number, unknown>(
      'Even',
      (u): u is number => typeof u === 'number' && u % 2 === 0,
      (u, c) => (typeof u === 'number' && u % 2 === 0 ? t.success(u) : t.failure(u, c, 'Expecting an even number')),
      (n) => n,
    );
    expect(messagesFor(t.type({ n: even }), { n: 3 })).toEqual(['Expecting an even number at n but instead got: 3']);
  });

  it('never shows the value when redacting, but still shows where and what kind', () => {
    const [message] = messagesFor(t.type({ email: t.number }), { email: 'marlene@example.org' }, true);
    expect(message).toBe('Expecting number at email but instead got: (string, redacted)');
    expect(message).not.toContain('marlene');
  });
});

describe('renderValue', () => {
  it('truncates long values', () => {
    const rendered = renderValue('<p>' + 'Wir verwenden Cookies. '.repeat(10) + '</p>');
    expect(rendered).toHaveLength(MAX_VALUE_CHARS);
    expect(rendered.endsWith('…')).toBe(true);
  });

  it('keeps short values intact as JSON', () => {
    expect(renderValue({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(renderValue(null)).toBe('null');
  });

  it('survives values JSON cannot represent', () => {
    expect(renderValue(10n)).toBe('10');
    expect(renderValue(undefined)).toBe('undefined');
  });
});
