import { useEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode, type RefObject } from 'react';
import { useObservableState } from 'observable-hooks';
import { useT, type TextKey } from '../../i18n';
import { useReadModel, useRuntime } from '../../engine/hooks';
import type { RootState } from '../../engine/root-state';
import type { CustomerForm } from '../../messages';
import type { FieldIssue } from '../../domain/account/form-values';
import type { FieldMessages } from '../../domain/account/feedback';
import type { FormState } from '../../domain/account/forms-read-model';

const selectors: Partial<Record<CustomerForm, (s: RootState) => FormState>> = {};
const selectForm = (form: CustomerForm) => (selectors[form] ??= (s: RootState) => s.customerForms[form]);

export interface FormOutcome {
  sending: boolean;
  rejected: boolean;
  done: boolean;
  /** Fields the last submit or check refused (a check counts whenever it happened). */
  invalid: readonly string[];
  reason: string | null;
  /** Changes with every submission of this screen, so effects can react to each one. */
  attempt: number;
}

/**
 * The form's state as this screen should show it: the outcome of submissions made since the
 * screen opened, not of one left over from an earlier visit (the read model keeps those).
 */
export function useFormOutcome(form: CustomerForm): FormOutcome {
  const state = useReadModel(selectForm(form));
  const [start] = useState(state.attempt);
  const mine = state.attempt > start;
  return {
    sending: mine && state.status === 'sending',
    rejected: mine && state.status === 'rejected',
    done: mine && state.status === 'done',
    invalid: state.invalid,
    reason: mine ? state.reason : null,
    attempt: state.attempt,
  };
}

/** What the server said about this form's fields (feedback store, outside the log). */
export function useServerMessages(form: CustomerForm): FieldMessages {
  const { feedback } = useRuntime();
  const messages$ = useMemo(() => feedback.messages$(form), [feedback, form]);
  return useObservableState(messages$, feedback.current(form));
}

const ISSUE_TEXT: Record<FieldIssue, TextKey> = {
  required: 'validation.required',
  invalidEmail: 'validation.invalidEmail',
  emailsDoNotMatch: 'validation.emailsDoNotMatch',
  passwordsDoNotMatch: 'validation.passwordsDoNotMatch',
  shippingFields: 'validation.shippingFields',
};

/**
 * One field's error, in order: the shop's own check, the server's words, or (a refused field
 * whose words are gone, e.g. after a reload) a plain "please check". Shown once the field was
 * left or the form was sent. What the server said about a field the visitor has changed since
 * is stale (`edited`): it stays hidden until the next check.
 */
export function useFieldErrors(
  issues: Readonly<Record<string, FieldIssue>>,
  messages: FieldMessages,
  invalid: readonly string[],
  visible: (field: string) => boolean,
  edited: (field: string) => boolean = () => false,
): (field: string) => string | null {
  const { t } = useT();
  return (field) => {
    if (!visible(field)) return null;
    const issue = issues[field];
    if (issue) return t(ISSUE_TEXT[issue]);
    if (edited(field)) return null;
    const words = messages[field];
    if (words && words.length > 0) return words.join(' ');
    return invalid.includes(field) ? t('validation.checkField') : null;
  };
}

/**
 * The values a form last sent, by the server's field names: what the server says about a field
 * holds for the value it answered, so a field changed since is `edited` (useFieldErrors then
 * hides the server's word until the next answer; typed back, it holds again).
 */
export function useSentValues(values: Readonly<Record<string, string>>): { sent(): void; edited(field: string): boolean } {
  const [sent, setSent] = useState<Readonly<Record<string, string>> | null>(null);
  return {
    sent: () => setSent(values),
    edited: (field) => sent !== null && field in sent && sent[field] !== values[field],
  };
}

/**
 * After a refused submission: focus the first field marked invalid (in the order the form shows
 * them), else the form's alert, so keyboard and screen-reader users land on what to fix.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, outcome: FormOutcome): void {
  const handled = useRef(outcome.attempt);
  useEffect(() => {
    if (!outcome.rejected || handled.current === outcome.attempt) return;
    handled.current = outcome.attempt;
    const form = formRef.current;
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[data-form-alert]');
    target?.focus();
  }, [formRef, outcome.rejected, outcome.attempt]);
}

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  error: string | null;
  hint?: string;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined; 'aria-required': boolean | undefined }) => ReactNode;
}

/** Label, control, hint and error, wired together for assistive technology. */
export function FieldShell({ id, label, required, error, hint, children }: FieldShellProps) {
  const { t } = useT();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}*
          </span>
        ) : (
          <span className="field__optional"> ({t('common.optional')})</span>
        )}
      </label>
      {children({ id, 'aria-invalid': error !== null, 'aria-describedby': described, 'aria-required': required || undefined })}
      {hint && (
        <p className="field-hint muted" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Leaving a field for its form's submit button: the submit checks everything anyway, and an
 * error appearing under the field at this moment would move the button away before the mouse
 * is released, losing the click.
 */
export const leavingForSubmit = (event: FocusEvent<HTMLElement>): boolean => {
  const next = event.relatedTarget;
  return next instanceof HTMLButtonElement && next.type === 'submit';
};

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(event: FocusEvent<HTMLElement>): void;
  error: string | null;
  required?: boolean;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  hint?: string;
  readOnly?: boolean;
}

export function TextField({ id, label, value, onChange, onBlur, error, required, type = 'text', autoComplete, hint, readOnly }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={value}
          autoComplete={autoComplete}
          readOnly={readOnly}
          // The browser's own bubbles would differ from the shop's texts and languages.
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          spellCheck={type === 'text' ? undefined : false}
        />
      )}
    </FieldShell>
  );
}

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ key: string; name: string }>;
  placeholder: string;
  onChange(value: string): void;
  onBlur?(event: FocusEvent<HTMLElement>): void;
  error: string | null;
  required?: boolean;
  autoComplete?: string;
}

export function SelectField({ id, label, value, options, placeholder, onChange, onBlur, error, required, autoComplete }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      {(control) => (
        <select {...control} value={value} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
          <option value="">{placeholder}</option>
          {value !== '' && !options.some((o) => o.key === value) && <option value={value}>{value}</option>}
          {options.map((o) => (
            <option key={o.key} value={o.key}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/**
 * The form's one alert: what went wrong as a whole ("Please correct the errors in the form",
 * "We cannot reach the shop", …). Always in the DOM so it is announced when it fills;
 * focusable so a failed submit can lead there when no field is to blame.
 */
export function FormAlert({ text }: { text: string | null }) {
  return (
    <div role="alert" className="form-error" tabIndex={-1} data-form-alert="">
      {text}
    </div>
  );
}

/** A submit button that says it is busy while its form is on its way. */
export function SubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  const { t } = useT();
  return (
    <button type="submit" className="button button--primary" aria-disabled={sending || undefined} data-busy={sending || undefined}>
      {sending ? t('common.pleaseWait') : children}
    </button>
  );
}
