/** JSON values and one-node mutations of them, for property tests that start from a fixture. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Path = ReadonlyArray<string | number>;

/** The path of every node of `value`, itself first. */
export function pathsOf(value: Json, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...prefix, i], out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  return out;
}

/** A copy of `root` with the node at `path` replaced by `by`, or removed when `remove`. */
export function mutate(root: Json, path: Path, by: Json, remove: boolean): Json {
  if (path.length === 0) return remove ? null : by;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    if (rest.length === 0 && remove) copy.splice(head as number, 1);
    else copy[head as number] = mutate(copy[head as number] as Json, rest, by, remove);
    return copy;
  }
  const object = { ...(root as Record<string, Json>) };
  if (rest.length === 0 && remove) delete object[head as string];
  else object[head as string] = mutate(object[head as string] as Json, rest, by, remove);
  return object;
}
