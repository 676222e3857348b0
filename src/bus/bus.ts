import { Observable, Subject } from 'rxjs';

/**
 * The command bus: a typed dispatch in, one hot stream out. Framework-free so epics, the CLI
 * and tests use it without React.
 */
export interface CommandBus<C extends { type: string }> {
  dispatch(command: C): void;
  readonly command$: Observable<C>;
}

export function createBus<C extends { type: string }>(): CommandBus<C> {
  const subject = new Subject<C>();
  return {
    dispatch: (command) => subject.next(command),
    command$: subject.asObservable(),
  };
}
