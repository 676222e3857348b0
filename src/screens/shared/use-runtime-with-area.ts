import { useEffect, useState } from 'react';
import { useStartedRuntime } from '../../engine/hooks';
import type { Runtime } from '../../engine/runtime';
import type { AreaName } from '../../messages';

/**
 * For a list drawn before the runtime (the tickets', the shop's): the runtime once it has started
 * and loaded `area`, the moment it takes the list over; null before.
 */
export function useRuntimeWithArea(area: AreaName): Runtime | null {
  const runtime = useStartedRuntime();
  const [ready, setReady] = useState<Runtime | null>(null);
  useEffect(() => {
    if (!runtime) return;
    let live = true;
    runtime.loadArea(area).then(
      () => {
        if (live) setReady(runtime);
      },
      () => undefined,
    );
    return () => void (live = false);
  }, [runtime, area]);
  return ready;
}
