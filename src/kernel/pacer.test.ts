import { createPacer } from './pacer';

/** A pacer whose tasks are run by hand. */
function stage(perTask: number) {
  const ran: string[] = [];
  const tasks: Array<() => void> = [];
  const pace = createPacer(perTask, (run) => void tasks.push(run));
  const piece = (name: string) => pace(() => ran.push(name));
  const runTask = () => tasks.shift()?.();
  return { ran, tasks, piece, runTask };
}

describe('createPacer', () => {
  it('runs at most perTask pieces in one task, the rest in the tasks after, in order', () => {
    const { ran, tasks, piece, runTask } = stage(2);
    ['a', 'b', 'c', 'd', 'e'].forEach(piece);
    expect(ran).toEqual(['a', 'b']);
    runTask();
    expect(ran).toEqual(['a', 'b', 'c', 'd']);
    runTask();
    expect(ran).toEqual(['a', 'b', 'c', 'd', 'e']);
    runTask();
    expect(tasks).toHaveLength(0);
  });

  it('a new task has its full allowance again', () => {
    const { ran, piece, runTask } = stage(2);
    piece('a');
    piece('b');
    runTask();
    piece('c');
    piece('d');
    expect(ran).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a piece cancelled while it waits never runs, and takes no one’s turn', () => {
    const { ran, piece, runTask } = stage(1);
    piece('a');
    const cancelB = piece('b');
    piece('c');
    cancelB();
    runTask();
    expect(ran).toEqual(['a', 'c']);
  });
});
