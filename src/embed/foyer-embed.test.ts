/** @jest-environment jsdom */

/**
 * foyer-embed.js back from the provider (docs/embedding.md "Paying"): the frame opens on the
 * shop's path with the parameters the provider added, and the page's address is its own again.
 */
function load(address: string, left: string | null): HTMLIFrameElement {
  document.body.innerHTML = '<div data-foyer-shop="https://shop.example/en/tickets"></div><div data-foyer-shop="https://shop.example/en/shop"></div>';
  window.history.replaceState(null, '', address);
  sessionStorage.clear();
  if (left !== null) sessionStorage.setItem('foyer-embed:left', left);
  jest.isolateModules(() => void jest.requireActual('./foyer-embed'));
  return document.querySelector('iframe')!;
}

describe('foyer-embed.js, back from the provider', () => {
  it('opens the first frame on the return step with the provider’s parameters, which leave the page’s own address', () => {
    const frame = load('/visit?lang=de&status=accepted&cartId=AB12#foyer=%2Fen%2Fcheckout%2Faccepted', 'http://localhost/visit?lang=de');
    expect(frame.src).toBe('https://shop.example/en/checkout/accepted?status=accepted&cartId=AB12');
    expect(document.querySelectorAll('iframe')[1]!.src).toBe('https://shop.example/en/shop');
    const path = '/en/checkout/accepted?status=accepted&cartId=AB12';
    expect(window.location.href).toBe(`http://localhost/visit?lang=de#foyer=${encodeURIComponent(path)}`);
  });

  it('a reload opens the same step; a cancel brings no parameters', () => {
    const path = '/en/checkout/accepted?status=accepted&cartId=AB12';
    expect(load(`/visit?lang=de#foyer=${encodeURIComponent(path)}`, 'http://localhost/visit?lang=de').src).toBe(`https://shop.example${path}`);
    expect(load('/visit#foyer=%2Fen%2Fcheckout%2Fcanceled', 'http://localhost/visit').src).toBe('https://shop.example/en/checkout/canceled');
  });

  it('opens only a path on the shop’s own origin; anything else leaves the frame on its address', () => {
    expect(load('/visit#foyer=%2F%2Fevil.example%2Fx', null).src).toBe('https://shop.example/en/tickets');
    expect(load('/visit#foyer=https%3A%2F%2Fevil.example%2F', null).src).toBe('https://shop.example/en/tickets');
    expect(load('/visit#foyer=%E0%A4%A', null).src).toBe('https://shop.example/en/tickets');
  });
});
