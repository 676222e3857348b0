/** A purely visual spinner (its size is the stylesheet's); the live region that announces waiting is the caller's. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
