import { md5 } from './areas/customers';
import type { RunningServer } from './serve';
import { ANNA, api, JAMES, login, startTestServer, type Api } from './test-support';

const NEW_CUSTOMER = {
  email: 'lena.vogt@example.net',
  password: 'Skulptur#2030',
  salutation: 'ms',
  fname: 'Lena',
  lname: 'Vogt',
  company: '',
  phone: '+49 40 555 0199',
  street: 'Kaistraße 3',
  zip: '20457',
  city: 'Hamburg',
  country: 'DE',
};

describe('customers and authentication', () => {
  let server: RunningServer;
  let call: Api;
  beforeAll(async () => {
    server = await startTestServer();
    call = api(server);
  });
  afterAll(() => server.close());
  beforeEach(() => server.sandbox.reset());

  describe('login', () => {
    it('accepts the MD5 of the right password and hands out an opaque token', async () => {
      const res = await call('customer/login', { body: { _u: ANNA.email, _p: md5(ANNA.password) } });
      expect(res.status).toBe(200);
      expect(typeof res.json.data).toBe('string');
      expect(res.json.data).not.toContain(ANNA.email);
      expect(res.json.data.length).toBeGreaterThanOrEqual(40);
      // Email addresses are not case-sensitive; two logins give two sessions.
      const again = await call('customer/login', { body: { _u: ANNA.email.toUpperCase(), _p: md5(ANNA.password) } });
      expect(again.json.data).not.toBe(res.json.data);
    });

    it('rejects a wrong password, the plain password and unknown accounts alike', async () => {
      for (const body of [
        { _u: ANNA.email, _p: md5('wrong') },
        { _u: ANNA.email, _p: ANNA.password },
        { _u: 'nobody@example.org', _p: md5(ANNA.password) },
        { _u: ANNA.email, _p: md5(JAMES.password) },
      ]) {
        const res = await call('customer/login', { body });
        expect(res.status).toBe(422);
        expect(res.json.error).toBe('LOGIN_FAILED');
      }
    });

    it('answers in the request language', async () => {
      const res = await call('customer/login', { lang: 'sv', body: { _u: ANNA.email, _p: md5('nope') } });
      expect(res.json.message).toBe('Användarnamn/e-post eller lösenord fel!');
    });

    it('is a 400 when fields are missing or not strings', async () => {
      expect((await call('customer/login', { body: { _u: ANNA.email } })).status).toBe(400);
      expect((await call('customer/login', { body: { _u: 42, _p: md5('x') } })).status).toBe(400);
    });
  });

  describe('token-protected calls', () => {
    it('refuse without a token and with an unknown one', async () => {
      for (const token of [undefined, 'not-a-token']) {
        const opts = token === undefined ? {} : { token };
        expect((await call('customer-data', opts)).status).toBe(401);
        expect((await call('customer/update', { ...opts, body: { c: NEW_CUSTOMER } })).status).toBe(401);
        expect((await call('customer/password/change', { ...opts, body: { _po: md5('a'), _pn: md5('b') } })).status).toBe(401);
        expect((await call('customer/email/change', { ...opts, body: { _po: md5('a'), email: 'x@example.org' } })).status).toBe(401);
      }
      // A stale token is a 401 even where a token is optional, so the shop drops it.
      expect((await call('payment/types', { token: 'stale' })).status).toBe(401);
      expect((await call('payment/types')).status).toBe(200);
    });

    it('return the customer of the token', async () => {
      const token = await login(call, JAMES);
      const res = await call('customer-data', { token });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        fname: 'James',
        lname: 'Wilson',
        company: { name: 'Wilson & Partners Ltd' },
        addrBilling: { country: 'GB', city: 'London' },
        addrShipping: { country: 'NL', city: 'Amsterdam' },
      });
      expect(res.json.data.isGuest).toBeUndefined();
      // A reset ends every session.
      server.sandbox.reset();
      expect((await call('customer-data', { token })).status).toBe(401);
    });
  });

  describe('registration', () => {
    it('creates an account the customer can log in to', async () => {
      expect((await call('customer/register/validate', { body: { c: NEW_CUSTOMER } })).json).toEqual({ data: true });
      // Validation alone creates nothing.
      expect((await call('customer/login', { body: { _u: NEW_CUSTOMER.email, _p: md5(NEW_CUSTOMER.password) } })).status).toBe(422);
      expect((await call('customer/register', { body: { c: NEW_CUSTOMER } })).json).toEqual({ data: true });
      const token = await login(call, NEW_CUSTOMER);
      const data = (await call('customer-data', { token })).json.data;
      expect(data).toMatchObject({ email: NEW_CUSTOMER.email, salutation: 'ms', phone: NEW_CUSTOMER.phone, company: { name: null }, addrShipping: null });
    });

    it('reports every problem of the form as a field map in the request language', async () => {
      const res = await call('customer/register', {
        lang: 'en',
        body: { c: { ...NEW_CUSTOMER, email: ANNA.email, password: 'short', fname: '', zip: '2045', country: 'DE', phone: 'call me', salutation: 'sir', shipping: { name: 'Lena', street: '', zip: '1', city: 'Wien', country: 'AT' } } },
      });
      expect(res.status).toBe(422);
      expect(res.json.errors).toEqual({
        email: 'An account with this email address already exists.',
        password: 'The password must be at least 8 characters long.',
        fname: 'Please fill in this field.',
        zip: 'The postcode does not match the country.',
        phone: 'Please enter a valid phone number.',
        salutation: 'Invalid value.',
        'shipping.street': 'Please fill in this field.',
        'shipping.zip': 'The postcode does not match the country.',
      });
    });

    it('takes a shipping address that is the billing address as shipping to the billing address (001 §7 sends it always)', async () => {
      const toBilling = { name: 'Lena Vogt', street: 'Kaistraße 3', zip: '20457', city: 'Hamburg', country: 'DE' };
      expect((await call('customer/register', { body: { c: { ...NEW_CUSTOMER, shipping: toBilling } } })).json).toEqual({ data: true });
      const token = await login(call, NEW_CUSTOMER);
      expect((await call('customer-data', { token })).json.data).toMatchObject({ addrShipping: null });
      // Case and blanks aside, as the shop compares them; a guest's likewise.
      const { password: _unused, ...guest } = NEW_CUSTOMER;
      const res = await call('customer/register-guest', { body: { c: { ...guest, email: ANNA.email, shipping: { ...toBilling, name: ' lena  VOGT ' } } } });
      expect((await call('customer-data', { token: res.json.data })).json.data).toMatchObject({ isGuest: true, addrShipping: null });
    });

    it('treats missing and wrongly typed fields as form errors, a missing `c` as a bad request', async () => {
      const res = await call('customer/register', { body: { c: { email: 'a@example.org', password: 'longenough', fname: 7 } } });
      expect(res.status).toBe(422);
      expect(Object.keys(res.json.errors).sort()).toEqual(['city', 'country', 'fname', 'lname', 'salutation', 'street', 'zip']);
      expect((await call('customer/register', { body: { email: 'a@example.org' } })).status).toBe(400);
    });

    it('registers guests without a password and marks them as guests', async () => {
      const { password: _unused, ...guest } = NEW_CUSTOMER;
      const res = await call('customer/register-guest', { body: { c: { ...guest, email: ANNA.email, send_invoice: 0 } } });
      expect(res.status).toBe(200);
      const data = (await call('customer-data', { token: res.json.data })).json.data;
      expect(data).toMatchObject({ email: ANNA.email, isGuest: true });
      // A guest cannot log in: the registered Anna still can, with her own password.
      await expect(login(call, ANNA)).resolves.toEqual(expect.any(String));
    });
  });

  describe('account settings', () => {
    it('updates the profile, after validating it, but never the email', async () => {
      const token = await login(call, ANNA);
      const update = { ...NEW_CUSTOMER, email: 'ignored@example.org', shipping: { name: 'Anna Becker', street: 'Mariahilfer Straße 1', zip: '1060', city: 'Wien', country: 'AT' } };
      expect((await call('customer/update/validate', { token, body: { c: update } })).json).toEqual({ data: true });
      expect((await call('customer-data', { token })).json.data.lname).toBe('Becker');
      expect((await call('customer/update', { token, body: { c: update } })).json).toEqual({ data: true });
      const data = (await call('customer-data', { token })).json.data;
      expect(data).toMatchObject({ email: ANNA.email, lname: 'Vogt', addrShipping: { city: 'Wien', country: 'AT' } });
      expect((await call('customer/update', { token, body: { c: { ...update, zip: 'abc' } } })).json.errors.zip).toBeDefined();
    });

    it('changes the password only with the old one', async () => {
      const token = await login(call, ANNA);
      const wrong = await call('customer/password/change', { token, body: { _po: md5('guess'), _pn: md5('Neu-Passwort-1') } });
      expect(wrong.status).toBe(422);
      expect((await call('customer/password/change', { token, body: { _po: md5(ANNA.password), _pn: md5('Neu-Passwort-1') } })).json).toEqual({ data: true });
      await expect(login(call, ANNA)).rejects.toThrow('422');
      await expect(login(call, { email: ANNA.email, password: 'Neu-Passwort-1' })).resolves.toEqual(expect.any(String));
    });

    it('changes the email with the password, refusing one that is taken', async () => {
      const token = await login(call, ANNA);
      const taken = await call('customer/email/change', { token, body: { _po: md5(ANNA.password), email: JAMES.email } });
      expect([taken.status, taken.json.error]).toEqual([422, 'EMAIL_TAKEN']);
      expect((await call('customer/email/change', { token, body: { _po: md5(ANNA.password), email: 'anna@becker.example' } })).json).toEqual({ data: true });
      await expect(login(call, { email: 'anna@becker.example', password: ANNA.password })).resolves.toEqual(expect.any(String));
    });
  });

  describe('password reset', () => {
    it('mails a link with a one-time token that sets a new password', async () => {
      const req = await call('customer/password/reset', { body: { email: JAMES.email, backlink: `${server.url}/en/recover/#` } });
      expect(req.json).toEqual({ data: true });
      const outbox = (await fetch(`${server.url}/api/__sandbox/outbox`).then((r) => r.json())).data as Array<{ to: string; link: string }>;
      const mail = outbox.find((m) => m.to === JAMES.email);
      const token = mail?.link.split('#')[1] ?? '';
      expect(token).toMatch(/^[0-9a-f-]{36}$/);

      const confirmed = await call('customer/password/confirm', { body: { token, _p: md5('Harbour-Lights-9') } });
      expect(confirmed.status).toBe(200);
      expect((await call('customer-data', { token: confirmed.json.data })).json.data.email).toBe(JAMES.email);
      await expect(login(call, { email: JAMES.email, password: 'Harbour-Lights-9' })).resolves.toEqual(expect.any(String));
      // The token is spent.
      expect((await call('customer/password/confirm', { body: { token, _p: md5('again') } })).status).toBe(422);
    });

    it('refuses unknown addresses and incomplete confirmations', async () => {
      expect((await call('customer/password/reset', { body: { email: 'nobody@example.org', backlink: '/de/recover/#' } })).json.error).toBe('EMAIL_UNKNOWN');
      const missing = await call('customer/password/confirm', { body: { token: 'x' } });
      expect([missing.status, missing.json.message]).toEqual([400, 'You must fill all fields']);
      expect((await call('customer/password/confirm', { body: { token: '00000000-0000-0000-0000-000000000000', _p: md5('x') } })).status).toBe(422);
    });
  });
});
