/**
 * Whether a storage write failed because storage is full (every browser's name for it), as
 * opposed to storage being refused. A module of its own: the boot reads it before the log loads.
 */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: string; code?: number };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
