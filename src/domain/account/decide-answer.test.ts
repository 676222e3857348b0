import * as E from 'fp-ts/Either';
import * as CustomerEvents from '../../messages/events/customer';
import type { CustomerForm } from '../../messages';
import { decideCheckAnswer, decideGuestAnswer, refusedByServer } from './decide-answer';
import { httpError, networkError } from '../../../test/helpers/fake-api';

/** What the server's answer to a customer form means: given this answer, then this fact and these words for the form. */

const rejected = (form: CustomerForm, invalid: string[], reason: string) => CustomerEvents.CustomerFormRejected.create({ form, invalid, reason, client: false });
const left = (answer: E.Either<import('../../api/errors').ApiError, never>) => (E.isLeft(answer) ? answer.left : (undefined as never));

describe('a refused call decides', () => {
  it('a 422 field map: the fields to the log as `fields`, the server’s words to the form', () => {
    const error = left(httpError(422, { errors: { email: 'taken', zip: ['too short', 4] } }));
    expect(refusedByServer('register', error)).toEqual({ event: rejected('register', ['email', 'zip'], 'fields'), messages: { email: ['taken'], zip: ['too short'] } });
  });

  it('the server’s own code beside a field map is kept; field names the log may not hold are dropped', () => {
    const error = left(httpError(422, { code: 'WRONG_PASSWORD', errors: { password: 'wrong', '<script>': 'x' } }));
    expect(refusedByServer('password', error)).toEqual({ event: rejected('password', ['password'], 'WRONG_PASSWORD'), messages: { password: ['wrong'], '<script>': ['x'] } });
  });

  it('only a status code (HTTP_<n>) beside a field map becomes `fields`', () => {
    for (const code of ['HTTP_1_DOWN', 'SHOP_HTTP_1']) {
      expect(refusedByServer('details', left(httpError(422, { code, errors: { zip: 'wrong' } }))).event).toEqual(rejected('details', ['zip'], code));
    }
  });

  it('without a field map: the code, the status, or what failed', () => {
    expect(refusedByServer('forgot', left(httpError(404, { code: 'EMAIL_UNKNOWN' })))).toEqual({ event: rejected('forgot', [], 'EMAIL_UNKNOWN'), messages: {} });
    expect(refusedByServer('forgot', left(httpError(500)))).toEqual({ event: rejected('forgot', [], 'HTTP_500'), messages: {} });
    expect(refusedByServer('email', left(httpError(422, { errors: {} })))).toEqual({ event: rejected('email', [], 'HTTP_422'), messages: {} });
    expect(refusedByServer('email', left(networkError()))).toEqual({ event: rejected('email', [], 'NETWORK_ERROR'), messages: {} });
  });
});

describe('the guest registration’s answer decides', () => {
  it('accepted: the guest signs in with its token', () => {
    expect(decideGuestAnswer(E.right('guest-token'))).toEqual({ signIn: 'guest-token' });
  });

  it('refused only for the password, with a token in `data`: accepted (001 §5)', () => {
    expect(decideGuestAnswer(httpError(422, { errors: { password: 'required' }, data: 'guest-token' }))).toEqual({ signIn: 'guest-token' });
  });

  it('refused only for the password without a token: GUEST_NO_SESSION, the form’s words untouched', () => {
    const noSession = { refused: { event: rejected('guest', [], 'GUEST_NO_SESSION'), messages: null } };
    expect(decideGuestAnswer(httpError(422, { errors: { password: 'required' } }))).toEqual(noSession);
    expect(decideGuestAnswer(httpError(422, { errors: { password: 'required' }, data: '' }))).toEqual(noSession);
    expect(decideGuestAnswer(httpError(422, { errors: { password: ['required'] }, data: 7 }))).toEqual(noSession);
  });

  it('refused for other fields too, or not as a field map: refused as any form is', () => {
    expect(decideGuestAnswer(httpError(422, { errors: { password: 'required', zip: 'wrong' }, data: 'guest-token' }))).toEqual({
      refused: { event: rejected('guest', ['password', 'zip'], 'fields'), messages: { password: ['required'], zip: ['wrong'] } },
    });
    expect(decideGuestAnswer(httpError(422, { errors: {}, data: 'guest-token' }))).toEqual({ refused: { event: rejected('guest', [], 'HTTP_422'), messages: {} } });
    expect(decideGuestAnswer(httpError(500, { data: 'guest-token' }))).toEqual({ refused: { event: rejected('guest', [], 'HTTP_500'), messages: {} } });
    expect(decideGuestAnswer(networkError())).toEqual({ refused: { event: rejected('guest', [], 'NETWORK_ERROR'), messages: {} } });
  });
});

describe('a validate-only check’s answer decides', () => {
  const checked = (form: 'register' | 'guest' | 'details', invalid: string[]) => CustomerEvents.CustomerFormChecked.create({ form, invalid });

  it('accepted: no field is wrong, the form’s words are cleared', () => {
    expect(decideCheckAnswer('register', E.right({}))).toEqual({ event: checked('register', []), messages: {} });
  });

  it('a 422 names the fields; a guest’s check leaves out the password (the registration’s check is asked)', () => {
    const answer = httpError(422, { errors: { password: 'required', zip: 'wrong' } });
    expect(decideCheckAnswer('register', answer)).toEqual({ event: checked('register', ['password', 'zip']), messages: { password: ['required'], zip: ['wrong'] } });
    expect(decideCheckAnswer('guest', answer)).toEqual({ event: checked('guest', ['zip']), messages: { zip: ['wrong'] } });
    expect(decideCheckAnswer('details', answer)).toEqual({ event: checked('details', ['password', 'zip']), messages: { password: ['required'], zip: ['wrong'] } });
  });

  it('any other failure says nothing', () => {
    expect(decideCheckAnswer('details', httpError(500))).toBeNull();
    expect(decideCheckAnswer('details', httpError(400, { errors: { zip: 'wrong' } }))).toBeNull();
    expect(decideCheckAnswer('guest', networkError())).toBeNull();
  });
});
