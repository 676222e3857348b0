import type * as t from 'io-ts';

// An exact shape (`t.exact`/`t.strict`) passes its context on to its props as they are: the keys
// under it are the props' own names, so it is no combinator here.
const isCombinator = (type: t.Decoder<unknown, unknown>): boolean => {
  const tag = (type as { _tag?: string })._tag;
  return tag === 'UnionType' || tag === 'IntersectionType' || tag === 'RefinementType';
};

/**
 * io-ts errors as one line each, e.g. `Expecting Cents at line.price but instead got: "12,00"`.
 * Keys under unions and intersections are member indices, not paths, so they are left out.
 * Values are cut short: a log entry may be large and the message goes to the console.
 */
export function formatDecodeErrors(errors: t.Errors, limit = 3): string[] {
  const lines = errors.slice(0, limit).map((error) => {
    const keys: string[] = [];
    error.context.forEach((entry, i) => {
      const parent = error.context[i - 1];
      if (i === 0 || entry.key === '' || (parent && isCombinator(parent.type))) return;
      keys.push(entry.key);
    });
    const expected = error.context[error.context.length - 1]?.type.name ?? 'value';
    let shown: string;
    try {
      shown = JSON.stringify(error.value) ?? 'undefined';
    } catch {
      shown = String(error.value);
    }
    if (shown.length > 60) shown = `${shown.slice(0, 57)}...`;
    return `Expecting ${expected} at ${keys.join('.') || '(root)'} but instead got: ${shown}`;
  });
  if (errors.length > limit) lines.push(`(${errors.length - limit} more)`);
  return lines;
}
