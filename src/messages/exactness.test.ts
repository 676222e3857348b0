import * as t from 'io-ts';
import { eventDefinitions } from './all-events';
import { opaqueParts, type Tagged } from '../event-log/undeclared';
import { CapsuleHeader } from '../qa/capsule';
import { LedgerRecord } from '../domain/payment/ledger-records';

/**
 * Where `codec` declares an object shape that is not exact: a `t.type` or `t.partial` with no
 * `t.exact`/`t.strict` around it (directly, or around the intersection it is a member of).
 * Its `decode` would keep undeclared keys (ARCHITECTURE.md convention 3, issue 28).
 */
export function inexactShapes(codec: t.Mixed, path = '', exact = false): string[] {
  const c = codec as Tagged;
  const here = path || '(root)';
  switch (c._tag) {
    case 'ExactType':
    case 'StrictType':
      return inexactShapes(c.type as Tagged, path, true);
    case 'RefinementType':
    case 'ReadonlyType':
      return inexactShapes(c.type as Tagged, path, exact);
    case 'IntersectionType':
      return (c.types ?? []).flatMap((m) => inexactShapes(m, path, exact));
    case 'InterfaceType':
    case 'PartialType':
      return [
        ...(exact ? [] : [`${here}: ${c._tag === 'PartialType' ? 't.partial' : 't.type'} ${c.name}`]),
        ...Object.entries(c.props ?? {}).flatMap(([k, p]) => inexactShapes(p, path ? `${path}.${k}` : k)),
      ];
    case 'UnionType':
      return (c.types ?? []).flatMap((m, i) => inexactShapes(m, `${here}|${i}`));
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return inexactShapes(c.type as Tagged, `${path}[]`);
    case 'DictionaryType':
      return inexactShapes(c.codomain as Tagged, `${path}{}`);
  }
  return [];
}

describe('every stored shape is exact at every depth (issue 28, ARCHITECTURE.md convention 3)', () => {
  it.each(eventDefinitions.map((d) => [d.type, d] as const))('%s: no bare t.type or t.partial in its payload', (_type, definition) => {
    expect(inexactShapes(definition.data)).toEqual([]);
  });

  it.each(eventDefinitions.map((d) => [d.type, d] as const))('%s: the replay’s undeclared-key check sees through every part (no slow path by accident)', (_type, definition) => {
    expect(opaqueParts(definition.data)).toEqual([]);
  });

  it('the capsule header (its log is read by the replay path) and the payment ledger’s record', () => {
    expect(inexactShapes(CapsuleHeader)).toEqual([]);
    expect(inexactShapes(LedgerRecord)).toEqual([]);
  });

  it('finds what it is for: a bare t.type or t.partial, at the top or nested under an exact shape', () => {
    expect(inexactShapes(t.type({ a: t.string }))).toEqual(['(root): t.type { a: string }']);
    expect(inexactShapes(t.strict({ lines: t.array(t.type({ id: t.number })) }))).toEqual(['lines[]: t.type { id: number }']);
    expect(inexactShapes(t.intersection([t.strict({ a: t.string }), t.partial({ b: t.string })]))).toEqual(['(root): t.partial Partial<{ b: string }>']);
    expect(inexactShapes(t.exact(t.intersection([t.type({ a: t.string }), t.partial({ b: t.string })])))).toEqual([]);
    expect(inexactShapes(t.strict({ m: t.record(t.string, t.union([t.null, t.type({ x: t.number })])) }))).toEqual(['m{}|1: t.type { x: number }']);
  });
});
