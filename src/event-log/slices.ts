/**
 * A state made of slices merged in order (a later slice of the same name wins). A state is a
 * record of read-model slices, each checked by its own codec where it enters (hydrate, an
 * area's catch-up); this is the one place a merge of them is said to be the whole state type.
 */
export function mergeSlices<S>(...parts: readonly unknown[]): S {
  const merged: Record<string, unknown> = {};
  for (const part of parts) if (typeof part === 'object' && part !== null) Object.assign(merged, part);
  return merged as S;
}
