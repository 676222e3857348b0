/** A purely visual spinner; the live region that announces waiting is the caller's. */
export function Spinner({ size = 32 }: { size?: number }) {
  return <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}
