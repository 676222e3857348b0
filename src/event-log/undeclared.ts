import type * as t from 'io-ts';

/**
 * `true` when a value its codec's `is` accepted holds no key the codec does not declare, at any
 * depth. io-ts's `is` of an exact shape (`t.exact`/`t.strict`) accepts undeclared keys; only
 * `decode` drops them, and `decode` is what the replay's fast path avoids. So the fast path asks
 * this check as well, a walk over the keys that allocates nothing, and pays for `decode` (which
 * strips, the payloads being exact at every depth: messages/exactness.test.ts) only when a key
 * is too many.
 *
 * The check is conservative: a shape it cannot see into (`t.unknown`, a custom codec holding
 * objects, an intersection with a union in it) counts as unclean, so such a value always takes
 * `decode`. The catalogue's test keeps every event codec free of those (no slow path by accident).
 */
export type DeclaredOnly = (u: unknown) => boolean;

const compiled = new WeakMap<t.Mixed, DeclaredOnly>();

/** The check for `codec`, built once per codec. */
export function declaredOnly(codec: t.Mixed): DeclaredOnly {
  let check = compiled.get(codec);
  if (!check) {
    check = compile(codec);
    compiled.set(codec, check);
  }
  return check;
}

/** The names of the parts of `codec` the check cannot see into (for the catalogue's test). */
export function opaqueParts(codec: t.Mixed): string[] {
  return opaque(codec);
}

/** An io-ts codec as its combinators build it (`_tag` and the parts they hold), for walking it. */
export interface Tagged extends t.Mixed {
  readonly _tag?: string;
  readonly type?: Tagged;
  readonly types?: readonly Tagged[];
  readonly props?: Readonly<Record<string, Tagged>>;
  readonly codomain?: Tagged;
}

const LEAVES = new Set(['StringType', 'NumberType', 'BigIntType', 'BooleanType', 'NullType', 'UndefinedType', 'VoidType', 'LiteralType', 'KeyofType', 'NeverType']);
const WRAPPERS = new Set(['RefinementType', 'ReadonlyType', 'ExactType', 'StrictType']);
const OBJECTS = new Set(['InterfaceType', 'PartialType', 'ExactType', 'StrictType', 'IntersectionType', 'RefinementType', 'ReadonlyType']);

const isObject = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null;
const hasOwn = Object.prototype.hasOwnProperty;
/** An object cannot be clean for a codec the check does not see into; anything else is a leaf. */
const notAnObject: DeclaredOnly = (u) => !isObject(u);
const always: DeclaredOnly = () => true;

function compile(codec: Tagged): DeclaredOnly {
  const tag = codec._tag;
  if (tag !== undefined && LEAVES.has(tag)) return always;
  switch (tag) {
    case 'ArrayType':
    case 'ReadonlyArrayType': {
      const item = declaredOnly(codec.type as Tagged);
      return (u) => !Array.isArray(u) || u.every(item);
    }
    case 'DictionaryType': {
      const value = declaredOnly(codec.codomain as Tagged);
      return (u) => {
        if (!isObject(u)) return true;
        for (const k in u) if (!value(u[k])) return false;
        return true;
      };
    }
    case 'TupleType': {
      const items = (codec.types ?? []).map(declaredOnly);
      return (u) => !Array.isArray(u) || items.every((c, i) => c(u[i]));
    }
    case 'UnionType':
      return tagged(codec.types ?? []) ?? unionCheck(codec.types ?? []);
  }
  const props = propsOf(codec);
  if (props) return objectCheck(props);
  if (tag !== undefined && WRAPPERS.has(tag)) return declaredOnly(codec.type as Tagged);
  return notAnObject;
}

function unionCheck(types: readonly Tagged[]): DeclaredOnly {
  const members = types.map((m) => [m, declaredOnly(m)] as const);
  return (u) => members.some(([m, clean]) => m.is(u) && clean(u));
}

/**
 * A union of object shapes told apart by one literal key (a cart line's `type`): the value
 * passed the union's `is`, so the member its tag names is the one it matched, and only that
 * member's check runs (instead of each member's `is` again until one fits).
 */
function tagged(types: readonly Tagged[]): DeclaredOnly | null {
  const shapes = types.map(propsOf);
  const first = shapes[0];
  if (!first || shapes.some((s) => s === null)) return null;
  for (const key of first.keys()) {
    const byTag = new Map<unknown, DeclaredOnly>();
    const unique = shapes.every((shape, i) => {
      // Only a required key tags a member: a partial one may be missing.
      const literal = shape?.get(key)?.find((p) => p.required && p.codec._tag === 'LiteralType')?.codec as (Tagged & { value: unknown }) | undefined;
      if (!literal || byTag.has(literal.value)) return false;
      byTag.set(literal.value, declaredOnly(types[i] as Tagged));
      return true;
    });
    if (unique) {
      return (u) => {
        if (!isObject(u)) return true;
        const check = byTag.get(u[key]);
        return check !== undefined && check(u);
      };
    }
  }
  return null;
}

/** A declared key's codecs (an intersection may declare a key twice), each marked required or not. */
type Props = Map<string, Array<{ codec: Tagged; required: boolean }>>;

/** The declared keys of an object shape, or null when `codec` is none (or one the check cannot see into). */
function propsOf(codec: Tagged): Props | null {
  const tag = codec._tag;
  if (tag === undefined || !OBJECTS.has(tag)) return null;
  if (tag === 'InterfaceType' || tag === 'PartialType') {
    return new Map(Object.entries(codec.props ?? {}).map(([k, c]) => [k, [{ codec: c, required: tag === 'InterfaceType' }]]));
  }
  if (tag !== 'IntersectionType') return propsOf(codec.type as Tagged);
  const merged: Props = new Map();
  for (const member of codec.types ?? []) {
    const props = propsOf(member);
    if (!props) return null;
    for (const [k, list] of props) merged.set(k, [...(merged.get(k) ?? []), ...list]);
  }
  return merged;
}

function objectCheck(props: Props): DeclaredOnly {
  const checks: Record<string, DeclaredOnly> = Object.create(null) as Record<string, DeclaredOnly>;
  for (const [k, list] of props) {
    const each = list.map((p) => declaredOnly(p.codec));
    checks[k] = each.length === 1 ? (each[0] as DeclaredOnly) : (u) => each.every((c) => c(u));
  }
  return (u) => {
    if (!isObject(u) || Array.isArray(u)) return true;
    for (const k in u) {
      // `for in` also walks inherited enumerable keys: none on parsed JSON, and a stored
      // `__proto__` key is an own one, which no shape declares.
      if (!hasOwn.call(u, k)) continue;
      const check = checks[k];
      if (check === undefined || !check(u[k])) return false;
    }
    return true;
  };
}

function opaque(codec: Tagged, seen: Set<Tagged> = new Set()): string[] {
  if (seen.has(codec)) return [];
  seen.add(codec);
  const tag = codec._tag;
  if (tag !== undefined && LEAVES.has(tag)) return [];
  switch (tag) {
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return opaque(codec.type as Tagged, seen);
    case 'DictionaryType':
      return opaque(codec.codomain as Tagged, seen);
    case 'TupleType':
    case 'UnionType':
      return (codec.types ?? []).flatMap((m) => opaque(m, seen));
    case 'IntersectionType':
      if (!propsOf(codec)) return [codec.name];
      return (codec.types ?? []).flatMap((m) => opaque(m, seen));
    case 'InterfaceType':
    case 'PartialType':
      return Object.values(codec.props ?? {}).flatMap((c) => opaque(c, seen));
  }
  if (tag !== undefined && WRAPPERS.has(tag)) return opaque(codec.type as Tagged, seen);
  return [codec.name];
}

/**
 * A copy of `u` without any own `__proto__` key, at any depth. JSON.parse makes such a key an
 * own property; io-ts's `decode` copies an object whose props changed with plain assignment,
 * which turns that key into the copy's prototype (a stored `{"__proto__": {"iban": …}}` would
 * come back with `iban` inherited). No shape declares the key, so it goes before `decode`.
 */
export function withoutProtoKeys(u: unknown): unknown {
  if (Array.isArray(u)) return u.map(withoutProtoKeys);
  if (!isObject(u)) return u;
  const copy: Record<string, unknown> = {};
  for (const k of Object.keys(u)) if (k !== '__proto__') copy[k] = withoutProtoKeys(u[k]);
  return copy;
}
