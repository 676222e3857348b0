import { useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useCommand } from '../../engine/hooks';
import { useAuth, useConfig, useServices } from '../../engine/services';
import type { CustomerFormInput } from '../../messages';
import {
  billingAddress,
  checkCustomerForm,
  isRequired,
  prefill,
  sameAddress,
  shownFields,
  type FormShape,
} from '../../domain/account/form-values';
import { judgedWith } from '../../domain/account/judged-together';
import { readDraft, readShippingAddress, saveDraft, saveShippingAddress, type DraftForm } from '../../domain/account/drafts';
import type { CustomerFormReference } from '../shared/customer-form-data';
import { leavingForSubmit, useFieldErrors, useFocusFirstError, useFormOutcome, useServerMessages } from './form-kit';

/** A field's value by its API name (`zip`, `shipping.zip`). */
function valueOf(values: CustomerFormInput, field: string): unknown {
  return field.startsWith('shipping.') ? values.shipping[field.slice(9) as keyof CustomerFormInput['shipping']] : values[field as keyof CustomerFormInput];
}

const COMMANDS = { register: 'RegisterCustomer', guest: 'RegisterGuest', details: 'SaveCustomerDetails' } as const;

/**
 * The customer form of one screen (register, guest, details): its values (a draft kept outside
 * the log, restored on reload, never the passwords), which fields the visitor has left, the
 * validate-only check when a field is completed, errors to show, and the submit.
 */
export function useCustomerForm(form: DraftForm, shape: FormShape, reference: CustomerFormReference) {
  const { storage } = useServices();
  const config = useConfig();
  const auth = useAuth();
  const dispatch = useCommand();
  const formRef = useRef<HTMLFormElement>(null);
  const { rules } = reference;
  const [values, setValues] = useState<CustomerFormInput>(() => {
    const countries = reference.countries.map((c) => c.key);
    // The settings start from the customer; registration and guest forms only from a draft
    // (a signed-in guest registering keeps what they typed, not the last guest's data).
    const customer = form === 'details' || form === 'guest' ? auth.customer : null;
    const draft = readDraft(storage, form);
    const storedShipping = draft?.shipping ? null : readShippingAddress(storage);
    const restored = storedShipping ? { ...(draft ?? {}), separateShipping: true, shipping: storedShipping } : draft;
    return prefill(restored, customer, config.defaultCountry ?? null, countries);
  });
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const outcome = useFormOutcome(form);
  const messages = useServerMessages(form);
  useFocusFirstError(formRef, outcome);

  // The server's words hold for the values they answered: those of the latest check or submit
  // sent when they arrived (switchMap keeps only the latest answer). Until the next answer, a
  // field changed since is stale and shows none of them.
  const pending = useRef<CustomerFormInput | null>(null);
  const answered = useRef<{ messages: typeof messages; values: CustomerFormInput | null }>({ messages, values: null });
  if (answered.current.messages !== messages) answered.current = { messages, values: pending.current };
  // A refused field the visitor has changed since it was last sent is no longer "please check":
  // the shop's own check of the new value speaks for it until the next answer. So is a postcode
  // whose country changed: the server's word was about the pair.
  const changedSinceAnswer = (field: string): boolean => {
    const differs = (basis: CustomerFormInput | null): boolean => basis !== null && judgedWith(field).some((f) => valueOf(values, f) !== valueOf(basis, f));
    return differs(answered.current.values) || differs(pending.current);
  };

  const issues = checkCustomerForm(values, rules, shape);
  const errorOf = useFieldErrors(
    issues,
    messages,
    outcome.invalid,
    (field) => tried || touched.has(field),
    changedSinceAnswer,
  );

  const update = (next: CustomerFormInput): void => {
    setValues(next);
    saveDraft(storage, form, next);
  };
  const set = <K extends keyof CustomerFormInput>(field: K, value: CustomerFormInput[K]): void => update({ ...values, [field]: value });
  const setShipping = (field: keyof CustomerFormInput['shipping'], value: string): void =>
    update({ ...values, shipping: { ...values.shipping, [field]: value } });

  const check = (sent: CustomerFormInput): void => {
    pending.current = sent;
    dispatch({ type: 'CheckCustomerForm', form, values: sent, rules });
  };
  const filled = (sent: CustomerFormInput, field: string): boolean => {
    const value = valueOf(sent, field);
    return typeof value === 'string' && value.trim() !== '';
  };

  /** A field was completed: remember it, and let the server check the form so far (001 §5). */
  const leave = (field: string, event?: FocusEvent<HTMLElement>): void => {
    if (event && leavingForSubmit(event)) return;
    setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
    if (filled(values, field)) check(values);
  };

  /**
   * A country is complete once chosen (nothing is typed into a list): the server checks it with
   * the postcode at once, so what the form says about the postcode is about the pair shown.
   */
  const chooseCountry = (field: 'country' | 'shipping.country', country: string): void => {
    const next = field === 'country' ? { ...values, country } : { ...values, shipping: { ...values.shipping, country } };
    update(next);
    if (judgedWith(field).some((f) => f !== field && filled(next, f))) check(next);
  };

  /** 001 §4: the shipping address is saved to session storage when editing ends, if it differs. */
  const leaveShipping = (event: FocusEvent<HTMLElement>): void => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    const differs = values.separateShipping && !sameAddress(values.shipping, billingAddress(values));
    saveShippingAddress(storage, differs ? values.shipping : null);
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setTried(true);
    pending.current = values;
    dispatch({ type: COMMANDS[form], values, rules });
  };

  return {
    formRef,
    values,
    set,
    setShipping,
    chooseCountry,
    leave,
    leaveShipping,
    submit,
    errorOf,
    outcome,
    fields: shownFields(rules, shape),
    required: (field: string) => isRequired(rules, field),
    hasErrors: Object.keys(issues).length > 0,
  };
}

export type CustomerFormModel = ReturnType<typeof useCustomerForm>;
