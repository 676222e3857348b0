/**
 * The page's main heading (else `main`) takes the focus, without scrolling: where keyboard and
 * screen-reader visitors start on a new page, and where the focus goes when what held it leaves
 * (the cookie notice after a choice); fallen to the body, the next Tab would start at the top.
 */
export function focusMainHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}
