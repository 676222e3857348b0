/** One difference between two states: where, what it was, what it became (undefined: absent). */
export interface Change {
  path: string;
  before?: unknown;
  after?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const join = (path: string, key: string | number): string => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/**
 * What changed from `before` to `after`, as leaf paths (`lines[1].count`). Objects and arrays
 * are compared by key and index; a value that appears or goes is one change with the whole
 * value. Pure, so the CLI and the browser workbench show the same diff.
 */
export function diffValues(before: unknown, after: unknown, path = '', out: Change[] = []): Change[] {
  if (Object.is(before, after)) return out;
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    for (let i = 0; i < length; i++) {
      if (i >= before.length) out.push({ path: join(path, i), after: after[i] });
      else if (i >= after.length) out.push({ path: join(path, i), before: before[i] });
      else diffValues(before[i], after[i], join(path, i), out);
    }
    return out;
  }
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (!(key in after)) out.push({ path: join(path, key), before: before[key] });
      else if (!(key in before)) out.push({ path: join(path, key), after: after[key] });
      else diffValues(before[key], after[key], join(path, key), out);
    }
    return out;
  }
  out.push({ path, before, after });
  return out;
}

/** The changes per read model; models without a change are left out. */
export function diffReadModels(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): Record<string, Change[]> {
  const changes: Record<string, Change[]> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const found = diffValues(before[name], after[name]);
    if (found.length > 0) changes[name] = found;
  }
  return changes;
}

/** A change as the CLI prints it: both sides always there, an absent one as null, and which kind it is. */
export interface PrintedChange {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before: unknown;
  after: unknown;
}

export function printedChange(change: Change): PrintedChange {
  const kind = change.before === undefined ? 'added' : change.after === undefined ? 'removed' : 'changed';
  return { path: change.path, kind, before: change.before ?? null, after: change.after ?? null };
}
