import { isLeft, type Either } from 'fp-ts/Either';
import { FieldName, type CustomerForm, type DomainEvent } from '../../messages';
import * as CustomerEvents from '../../messages/events/customer';
import { fieldErrors, type ApiError } from '../../api/errors';
import { failureOf } from '../../api/failure';
import type { FieldMessages } from './feedback';

/**
 * What the server's answer to a customer form means: the fact to record and the server's words
 * for the form's fields (`messages`, kept in memory by the epic, never in the log; null: the
 * form's feedback stays as it is).
 */
export interface ServerAnswer {
  readonly event: DomainEvent;
  readonly messages: FieldMessages | null;
}

/** Field names as the log may hold them: anything else a server sends is dropped. */
const loggable = (messages: FieldMessages): string[] => Object.keys(messages).filter((f) => FieldName.is(f));

/**
 * A refused call: a 422 field map goes to the form, the field names to the log; the reason is
 * the server's own code when it sent one (EMAIL_UNKNOWN, WRONG_PASSWORD), `fields` for a bare
 * field map, else HTTP_<n> / NETWORK_ERROR / DECODE_ERROR.
 */
export function refusedByServer(form: CustomerForm, error: ApiError): ServerAnswer {
  const messages = fieldErrors(error);
  const invalid = loggable(messages);
  const code = failureOf(error).code;
  const reason = invalid.length > 0 && /^HTTP_\d+$/.test(code) ? 'fields' : code;
  return { event: CustomerEvents.CustomerFormRejected.create({ form, invalid, reason, client: false }), messages };
}

/** 001 §5: a guest registration refused only for the password is accepted. */
function passwordOnly(error: ApiError): boolean {
  const fields = Object.keys(fieldErrors(error));
  return fields.length > 0 && fields.every((f) => f === 'password');
}

/** The token a 422 may still carry in `data` (guest registration accepted despite the password). */
function tokenIn(error: ApiError): string | null {
  if (error.kind !== 'Http' || typeof error.body !== 'object' || error.body === null) return null;
  const data = (error.body as { data?: unknown }).data;
  return typeof data === 'string' && data.length > 0 ? data : null;
}

/**
 * The guest registration's answer (001 §5): the guest signs in with the token it carries, also
 * when only the password was refused. Refused for the password without a token, the guest could
 * not pay (payment init needs it): `GUEST_NO_SESSION`, and the details stay.
 */
export function decideGuestAnswer(result: Either<ApiError, string | null>): { readonly signIn: string | null } | { readonly refused: ServerAnswer } {
  if (!isLeft(result)) return { signIn: result.right };
  if (!passwordOnly(result.left)) return { refused: refusedByServer('guest', result.left) };
  const token = tokenIn(result.left);
  if (token !== null) return { signIn: token };
  return { refused: { event: CustomerEvents.CustomerFormRejected.create({ form: 'guest', invalid: [], reason: 'GUEST_NO_SESSION', client: false }), messages: null } };
}

/**
 * A validate-only check's answer: accepted or a 422 names the fields (for a guest without the
 * password's, as there is no guest check and the registration's is asked); any other failure
 * says nothing (null).
 */
export function decideCheckAnswer(form: 'register' | 'guest' | 'details', result: Either<ApiError, unknown>): ServerAnswer | null {
  if (isLeft(result) && !(result.left.kind === 'Http' && result.left.status === 422)) return null;
  const all = isLeft(result) ? fieldErrors(result.left) : {};
  const messages = form === 'guest' ? Object.fromEntries(Object.entries(all).filter(([f]) => f !== 'password')) : all;
  return { event: CustomerEvents.CustomerFormChecked.create({ form, invalid: loggable(messages) }), messages };
}
