import type { ComponentType } from 'react';
import { createStore } from '../../kernel/store';
import { useStartedRuntime } from '../../engine/hooks';
import { useStore } from '../../engine/services';

/**
 * The parts of the page frame that show only what the runtime raises: the message bar and the
 * session notices. Their code comes with the runtime's chunk (start-runtime.ts provides them), so
 * a first visit without the runtime downloads none of it; their live regions are in the page
 * from the moment the runtime starts, before anything can be announced in them.
 */
export interface RuntimeParts {
  MessageBar: ComponentType;
  NoticeArea: ComponentType;
}

const parts = createStore<RuntimeParts | null>(null);

export function provideRuntimeParts(provided: RuntimeParts): void {
  parts.next(provided);
}

/** One of the parts, once the runtime has started and provided it; nothing before. */
export function RuntimePart({ name }: { name: keyof RuntimeParts }) {
  const provided = useStore(parts);
  const runtime = useStartedRuntime();
  if (!provided || !runtime) return null;
  const Part = provided[name];
  return <Part />;
}
