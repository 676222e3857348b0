import { filter, type OperatorFunction } from 'rxjs';

/** Filters a message stream by type and narrows the union to the chosen members. */
export function ofType<M extends { type: string }, K extends M['type']>(
  ...types: readonly K[]
): OperatorFunction<M, Extract<M, { type: K }>> {
  const wanted = new Set<string>(types);
  return filter((message): message is Extract<M, { type: K }> => wanted.has(message.type));
}
