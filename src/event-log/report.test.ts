import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import { Cents } from '../messages';
import { formatDecodeErrors } from './report';

const errorsOf = (codec: t.Mixed, value: unknown): t.Errors => {
  const result = codec.decode(value);
  if (!isLeft(result)) throw new Error('expected a decode failure');
  return result.left;
};

describe('formatDecodeErrors', () => {
  const Line = t.type({ price: Cents, name: t.string });
  const Doc = t.type({ lines: t.array(Line) });

  it('names the expected type, the path and the value', () => {
    expect(formatDecodeErrors(errorsOf(Doc, { lines: [{ price: 100, name: 'a' }, { price: '12,00', name: 'b' }] }))).toEqual([
      'Expecting Cents at lines.1.price but instead got: "12,00"',
    ]);
  });

  it('leaves union and intersection member indices out of the path', () => {
    const U = t.type({ x: t.union([t.intersection([t.type({ a: t.number }), t.partial({ b: t.string })]), t.null]) });
    const lines = formatDecodeErrors(errorsOf(U, { x: { a: 'no' } }), 10);
    expect(lines[0]).toBe('Expecting number at x.a but instead got: "no"');
  });

  it('reports the root, cuts long values and summarises the rest', () => {
    expect(formatDecodeErrors(errorsOf(t.number, 'x'))).toEqual(['Expecting number at (root) but instead got: "x"']);
    const [long] = formatDecodeErrors(errorsOf(t.type({ a: t.number }), { a: 'y'.repeat(200) }));
    expect(long!.length).toBeLessThan(120);
    expect(long).toMatch(/\.\.\.$/);
    const many = formatDecodeErrors(errorsOf(t.type({ a: t.number, b: t.number, c: t.number, d: t.number, e: t.number }), {}), 2);
    expect(many).toHaveLength(3);
    expect(many[2]).toBe('(3 more)');
  });

  it('prints undefined for a missing field', () => {
    expect(formatDecodeErrors(errorsOf(Line, { price: 1 }))).toEqual(['Expecting string at name but instead got: undefined']);
  });
});
