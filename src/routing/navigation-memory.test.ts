import { memoryStorage } from '../bus/deps';
import { disabledStorage } from '../../test/helpers/fakes';
import { keepPartner, LAST_URL_KEY, PARTNER_KEY, rememberable, rememberNavigation, RETURN_TARGET_KEY } from './navigation-memory';
import { afterSignIn, returnTarget } from './after-login';

const ORIGIN = 'https://shop.kunsthalle.example';

describe('rememberNavigation: the return target (000 §2)', () => {
  it('checkout → login stores the checkout address as the return target', () => {
    const storage = memoryStorage();
    rememberNavigation(storage, '/de/checkout', '/de/login');
    expect(storage.getItem(RETURN_TARGET_KEY)).toBe('/de/checkout');
    expect(returnTarget(storage, ORIGIN, '/de')).toBe('/de/checkout');
  });

  it('checkout → register and checkout → guest registration store it too', () => {
    for (const to of ['/de/register', '/de/register-guest']) {
      const storage = memoryStorage();
      rememberNavigation(storage, '/de/checkout?partner=p', to);
      expect(storage.getItem(RETURN_TARGET_KEY)).toBe('/de/checkout?partner=p');
    }
  });

  it('signed in inside the checkout’s sign-in step, the visitor stays on that step; from the login page, the stored target leads (issue 31)', () => {
    const storage = memoryStorage();
    expect(afterSignIn(storage, '/en/checkout?step=payment', ORIGIN, '/en')).toBe('/en/checkout?step=payment');
    expect(afterSignIn(storage, '/en/login', ORIGIN, '/en')).toBe('/en');
    rememberNavigation(storage, '/en/checkout?step=payment', '/en/login');
    expect(afterSignIn(storage, '/en/login', ORIGIN, '/en')).toBe('/en/checkout?step=payment');
  });

  it('the checkout step is kept: sign in from the payment step leads back to it', () => {
    const storage = memoryStorage();
    rememberNavigation(storage, '/de/checkout?step=payment', '/de/login');
    expect(storage.getItem(RETURN_TARGET_KEY)).toBe('/de/checkout?step=payment');
  });

  it('from any checkout screen (failed, cancelled) the target is the checkout route itself', () => {
    const storage = memoryStorage();
    rememberNavigation(storage, '/en/checkout/failed?cartId=7', '/en/login');
    expect(storage.getItem(RETURN_TARGET_KEY)).toBe('/en/checkout');
  });

  it('a protected page (settings) → login leads back to it', () => {
    const storage = memoryStorage();
    rememberNavigation(storage, '/de/settings', '/de/login');
    expect(returnTarget(storage, ORIGIN, '/de')).toBe('/de/settings');
  });

  it('after a full page load of /login the stored last URL tells where the visitor came from', () => {
    const storage = memoryStorage();
    rememberNavigation(storage, null, '/de/checkout');
    // … the visitor types /de/login into the address bar: a new page, nothing in memory.
    rememberNavigation(storage, null, '/de/login');
    expect(storage.getItem(RETURN_TARGET_KEY)).toBe('/de/checkout');
    // A reload of the login page keeps it.
    rememberNavigation(storage, null, '/de/login');
    expect(storage.getItem(RETURN_TARGET_KEY)).toBe('/de/checkout');
  });

  it('never remembers a password-reset token from the path form of the link', () => {
    const storage = memoryStorage();
    rememberNavigation(storage, null, '/de/recover/5f1c0a7e-1111-4e2b-9c3a-d0a1b2c3d4e5');
    expect(storage.getItem(LAST_URL_KEY)).toBe('/de/recover');
    expect(rememberable('/de/recover')).toBe('/de/recover');
    expect(rememberable('/de/recover-success')).toBe('/de/recover-success');
  });

  it('moving between login screens keeps the target; any other destination clears it', () => {
    const storage = memoryStorage();
    rememberNavigation(storage, '/de/checkout', '/de/login');
    rememberNavigation(storage, '/de/login', '/de/register');
    expect(storage.getItem(RETURN_TARGET_KEY)).toBe('/de/checkout');
    rememberNavigation(storage, '/de/register', '/de/tickets');
    expect(storage.getItem(RETURN_TARGET_KEY)).toBeNull();
    expect(returnTarget(storage, ORIGIN, '/de')).toBe('/de');
  });

  it('a login screen reached from elsewhere stores nothing', () => {
    const storage = memoryStorage();
    rememberNavigation(storage, '/de/tickets', '/de/login');
    rememberNavigation(storage, null, '/de/login');
    expect(storage.getItem(RETURN_TARGET_KEY)).toBeNull();
  });

  it('remembers the last visited address', () => {
    const storage = memoryStorage();
    rememberNavigation(storage, null, '/en/tickets/101');
    expect(storage.getItem(LAST_URL_KEY)).toBe('/en/tickets/101');
  });

  it('never throws when storage refuses', () => {
    expect(() => rememberNavigation(disabledStorage(), '/de/checkout', '/de/login')).not.toThrow();
    expect(returnTarget(disabledStorage(), ORIGIN, '/de')).toBe('/de');
  });
});

describe('returnTarget: only our own origin is ever followed', () => {
  it.each([
    ['//evil.example/de/checkout'],
    ['https://evil.example/de/checkout'],
    ['javascript:alert(document.cookie)'],
    [' javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/\\evil.example'],
    ['http://shop.kunsthalle.example/de/checkout'],
  ])('a stored %s goes home instead', (stored) => {
    const storage = memoryStorage({ [RETURN_TARGET_KEY]: stored });
    expect(returnTarget(storage, ORIGIN, '/fr')).toBe('/fr');
  });

  it('an absolute address on our origin becomes its path', () => {
    const storage = memoryStorage({ [RETURN_TARGET_KEY]: `${ORIGIN}/de/checkout?partner=p#pay` });
    expect(returnTarget(storage, ORIGIN, '/de')).toBe('/de/checkout?partner=p#pay');
  });
});

describe('keepPartner', () => {
  it('keeps the partner query parameter present at load', () => {
    const storage = memoryStorage();
    keepPartner(storage, '?partner=hotel-am-hafen&x=1');
    expect(storage.getItem(PARTNER_KEY)).toBe('hotel-am-hafen');
  });

  it('a load without the parameter keeps the earlier partner; navigation never clears it', () => {
    const storage = memoryStorage({ [PARTNER_KEY]: 'p1' });
    keepPartner(storage, '?x=1');
    rememberNavigation(storage, '/de/checkout', '/de/login');
    rememberNavigation(storage, '/de/login', '/de/tickets');
    expect(storage.getItem(PARTNER_KEY)).toBe('p1');
  });

  it('caps the stored value and survives a refusing storage', () => {
    const storage = memoryStorage();
    keepPartner(storage, `?partner=${'p'.repeat(500)}`);
    expect(storage.getItem(PARTNER_KEY)).toHaveLength(100);
    expect(() => keepPartner(disabledStorage(), '?partner=x')).not.toThrow();
  });
});
