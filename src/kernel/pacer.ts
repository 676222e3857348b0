/** Runs work a few pieces per task (createPacer). */
export type Pacer = (work: () => void) => () => void;

/**
 * Runs at most `perTask` pieces of work in one task and the rest in the tasks after, in order;
 * each returns a cancel for a piece still waiting. Starting an API request costs the main thread
 * about half a millisecond (on a phone, a few): a screen that asks for two dozen lookups at once
 * (the guided tours' cards) would otherwise block input for tens of milliseconds in one piece.
 * Spread like this, they are still all on their way within a few milliseconds.
 */
export function createPacer(perTask: number, nextTask: (run: () => void) => void = (run) => void setTimeout(run, 0)): Pacer {
  let ranThisTask = 0;
  const waiting: Array<{ work: () => void } | null> = [];
  let scheduled = false;

  const schedule = (): void => {
    if (scheduled || (ranThisTask === 0 && waiting.length === 0)) return;
    scheduled = true;
    nextTask(drain);
  };
  function drain(): void {
    scheduled = false;
    ranThisTask = 0;
    while (waiting.length > 0 && ranThisTask < perTask) {
      const next = waiting.shift();
      if (!next) continue; // cancelled while waiting
      ranThisTask += 1;
      next.work();
    }
    schedule(); // the count starts again in the next task
  }

  return (work) => {
    if (ranThisTask < perTask && waiting.length === 0) {
      ranThisTask += 1;
      schedule();
      work();
      return () => undefined;
    }
    const entry = { work };
    waiting.push(entry);
    schedule();
    return () => {
      const at = waiting.indexOf(entry);
      if (at >= 0) waiting[at] = null;
    };
  };
}
