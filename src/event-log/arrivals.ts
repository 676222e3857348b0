const seqOf = (entry: unknown): number | null => {
  const seq = (entry as { meta?: { seq?: unknown } } | null)?.meta?.seq;
  return typeof seq === 'number' && Number.isFinite(seq) ? seq : null;
};

/**
 * The facts read, with the catalogue answers put back where they arrived (by `seq`): a replay
 * folds each answer before the facts that were decided on it. For a log read only up to damage
 * (`upToFacts`), answers after its last fact are left out with the facts they came before.
 */
export function withArrivals(facts: readonly unknown[], arrivals: readonly unknown[], upToFacts: boolean): unknown[] {
  if (arrivals.length === 0) return [...facts];
  const lastFact = facts.reduce<number>((max, f) => Math.max(max, seqOf(f) ?? -Infinity), -Infinity);
  const sorted = arrivals
    .filter((a) => !upToFacts || (seqOf(a) as number) < lastFact)
    .sort((a, b) => (seqOf(a) as number) - (seqOf(b) as number));
  const out: unknown[] = [];
  let next = 0;
  for (const fact of facts) {
    const seq = seqOf(fact);
    while (seq !== null && next < sorted.length && (seqOf(sorted[next]) as number) < seq) out.push(sorted[next++]);
    out.push(fact);
  }
  while (next < sorted.length) out.push(sorted[next++]);
  return out;
}
