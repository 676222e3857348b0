/**
 * A value that changes and says so: what the shell's services (shell data, the signed-in
 * customer, requests in flight) hold. It is not rxjs on purpose: a first visit renders the
 * shell without the event-sourced runtime, and these stores keep rxjs out of that download
 * (docs/decisions.md "A first visit without the runtime"). `value` and `next` read like a
 * BehaviorSubject's, and React reads a store with `useStore` (engine/services.tsx).
 */
export interface ReadableStore<T> {
  readonly value: T;
  /** Called on every change after subscribing (not with the current value); returns the unsubscribe. */
  subscribe(listener: (value: T) => void): () => void;
}

export interface Store<T> extends ReadableStore<T> {
  next(value: T): void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<(value: T) => void>();
  return {
    get value() {
      return value;
    },
    next(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Listeners of one kind of news without a current value (the API's signals). */
export interface Topic<T> {
  emit(value: T): void;
  subscribe(listener: (value: T) => void): () => void;
}

export function createTopic<T>(): Topic<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    emit: (value) => {
      for (const listener of [...listeners]) listener(value);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
