import type { RuntimeStart } from './start-runtime';

/** What was evaluated, in order: each mock's factory runs when its module is first required. */
const mockEvaluated: string[] = [];
jest.mock('../messages', () => (mockEvaluated.push('messages'), {}));
jest.mock('../api/client', () => (mockEvaluated.push('api'), {}));
jest.mock('./start-runtime', () => (mockEvaluated.push('start-runtime'), { startRuntime: jest.fn((start: unknown) => (mockEvaluated.push('started'), { start })) }));
/** The tasks the entry waits for, each ended by the test. */
const mockTasks: (() => void)[] = [];
jest.mock('../kernel/next-task', () => ({ nextTask: () => new Promise<void>((resolve) => mockTasks.push(resolve)) }));

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the runtime chunk’s entry', () => {
  it('evaluates the runtime’s modules a part per task, then starts it in a task of its own', async () => {
    const entry = await import('./runtime-entry');
    // The entry itself brings node-polyglot for the frame's texts, none of the runtime's modules.
    expect(typeof entry.createTranslator).toBe('function');
    const start = {} as RuntimeStart;
    const started = entry.startRuntime(start);
    await settle();
    expect(mockEvaluated).toEqual([]);
    // Task by task: the event catalogue, the API client, the rest (start-runtime.ts), then the start.
    const byTask: string[] = [];
    while (mockTasks.length > 0) {
      mockTasks.shift()!();
      await settle();
      byTask.push(mockEvaluated.splice(0).join(' '));
    }
    expect(byTask).toEqual(['messages', 'api', 'start-runtime', 'started']);
    await expect(started).resolves.toEqual({ start });
  });
});
