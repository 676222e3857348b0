import { browserSessionStorage } from './browser-storage';

/** Issue 26: a session storage that is full at page load is still read (the basket, the sign-in). */
describe('browserSessionStorage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it('usable storage: sessionStorage itself, persistent', () => {
    expect(browserSessionStorage()).toEqual({ storage: window.sessionStorage, persistent: true });
  });

  it('full storage: still sessionStorage, so what it holds is read; the log says when a write does not fit', () => {
    window.sessionStorage.setItem('foyer:log:v1', '{"first":0,"last":0}');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { storage, persistent } = browserSessionStorage();
    expect(persistent).toBe(true);
    expect(storage.getItem('foyer:log:v1')).toBe('{"first":0,"last":0}');
  });

  it('storage refused (a SecurityError): memory, not persistent', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { storage, persistent } = browserSessionStorage();
    expect(persistent).toBe(false);
    expect(storage).not.toBe(window.sessionStorage);
  });
});
