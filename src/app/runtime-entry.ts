import { nextTask } from '../kernel/next-task';
import type { RuntimeStart, ShopRuntime } from './start-runtime';
// The shop's texts are node-polyglot's once the runtime has started: boot completes the frame's
// translator with it (i18n/translator.ts), so node-polyglot comes with this chunk, not main.js.
export { createTranslator } from '../i18n/polyglot';

/**
 * The runtime's modules, evaluated a part per task before it starts: the event catalogue's
 * codecs (with io-ts), the API's, then the engine, the domain and tracking (with rxjs). Evaluated
 * as one, when the chunk came, they were one task of 17–41 ms at 1× on every page the runtime
 * starts on, some 70–160 ms at a phone's 4× (docs/performance.md "The runtime's modules evaluated
 * in parts"). Eager imports: the modules stay in the runtime's files, downloaded with it; only their
 * evaluation waits for the call.
 */
const PARTS = [() => import(/* webpackMode: "eager" */ '../messages'), () => import(/* webpackMode: "eager" */ '../api/client')];

/**
 * The chunk boot asks for (`import('./runtime-entry')`): node-polyglot at once, for the frame's
 * texts, and the runtime's start, which evaluates the runtime's modules a part per task and
 * then starts it (start-runtime.ts) in a task of its own.
 */
export async function startRuntime(start: RuntimeStart): Promise<ShopRuntime> {
  for (const part of PARTS) {
    await nextTask();
    await part();
  }
  await nextTask();
  const { startRuntime: startNow } = await import(/* webpackMode: "eager" */ './start-runtime');
  await nextTask();
  return startNow(start);
}
