import { errorCode, fieldErrors, type ApiError } from './errors';

const http = (status: number, body: unknown): ApiError => ({ kind: 'Http', status, body });

describe('errorCode', () => {
  it('reads code, error or message, in that order', () => {
    expect(errorCode(http(422, { code: 'NO_SHIPPING_COSTS' }))).toBe('NO_SHIPPING_COSTS');
    expect(errorCode(http(422, { error: 'VOUCHER_NOT_FOUND' }))).toBe('VOUCHER_NOT_FOUND');
    expect(errorCode(http(400, { message: 'You must fill all fields' }))).toBe('You must fill all fields');
    expect(errorCode(http(422, { code: 'A', error: 'B' }))).toBe('A');
  });

  it('has nothing for other bodies and other kinds', () => {
    expect(errorCode(http(500, 'Internal Server Error'))).toBeUndefined();
    expect(errorCode(http(422, { code: 42 }))).toBeUndefined();
    expect(errorCode({ kind: 'Network', message: 'Failed to fetch' })).toBeUndefined();
    expect(errorCode({ kind: 'Decode', endpoint: 'tourList', messages: ['x'] })).toBeUndefined();
  });
});

describe('fieldErrors', () => {
  it('wraps each single message in a list and keeps lists', () => {
    expect(fieldErrors(http(422, { errors: { email: 'bereits registriert', zip: ['ungültig', 'zu kurz'] } }))).toEqual({
      email: ['bereits registriert'],
      zip: ['ungültig', 'zu kurz'],
    });
  });

  it('drops entries that are not text', () => {
    expect(fieldErrors(http(422, { errors: { email: 3, zip: ['ungültig', null] } }))).toEqual({ zip: ['ungültig'] });
  });

  it('is empty for anything but a 422 with an errors map', () => {
    expect(fieldErrors(http(400, { errors: { email: 'x' } }))).toEqual({});
    expect(fieldErrors(http(422, { error: 'x' }))).toEqual({});
    expect(fieldErrors(http(422, null))).toEqual({});
  });
});
