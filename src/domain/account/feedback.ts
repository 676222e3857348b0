import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { CustomerForm } from '../../messages';

/** The server's messages per field of one form, each wrapped in a list (001 §8). */
export type FieldMessages = Readonly<Record<string, readonly string[]>>;

/**
 * What the server said about the fields of a form (a 422 map, a validate-only answer). The
 * event log records which fields were refused; the server's words stay here, in memory for the
 * page: they may echo what the visitor typed, and a replay in another language should not show
 * them. After a reload the form shows the shop's own texts until the next check.
 */
export interface FormFeedback {
  messages$(form: CustomerForm): Observable<FieldMessages>;
  current(form: CustomerForm): FieldMessages;
  set(form: CustomerForm, messages: FieldMessages): void;
  clear(form?: CustomerForm): void;
}

const NONE: FieldMessages = {};

export function createFormFeedback(): FormFeedback {
  const subject = new BehaviorSubject<Partial<Record<CustomerForm, FieldMessages>>>({});
  return {
    messages$: (form) =>
      subject.pipe(
        map((all) => all[form] ?? NONE),
        distinctUntilChanged(),
      ),
    current: (form) => subject.value[form] ?? NONE,
    set: (form, messages) => subject.next({ ...subject.value, [form]: messages }),
    clear: (form) => {
      if (form === undefined) subject.next({});
      else if (subject.value[form]) {
        const { [form]: _gone, ...rest } = subject.value;
        subject.next(rest);
      }
    },
  };
}
