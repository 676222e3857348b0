import type { StaticContent } from '../../api/codecs/shell';

export interface Banner {
  image: string;
  image_mobile: string | null;
}

/**
 * 000 §3 Banners: the server's image paths carry its public-files prefix (`public://`, the
 * CMS's stream wrapper) and a `{width}` placeholder for its image styles; both are stripped,
 * and banners left without an image are removed. A stripped path becomes root-relative so the
 * browser can load it from the museum's host.
 */
export function cleanImagePath(path: string | null | undefined): string | null {
  if (!path) return null;
  let clean = path.trim().replace(/\{width\}\/?/g, '').replace(/[?&]w(idth)?=(?=&|$)/g, '');
  if (clean.startsWith('public://')) clean = `/${clean.slice('public://'.length)}`;
  clean = clean.replace(/([^:])\/{2,}/g, '$1/');
  return clean === '' || clean === '/' ? null : clean;
}

export function normalizeBanners(groups: StaticContent['banners']): Record<string, Banner[]> {
  const out: Record<string, Banner[]> = {};
  for (const [name, banners] of Object.entries(groups)) {
    const kept = banners
      .map((b) => ({ image: cleanImagePath(b.image), image_mobile: cleanImagePath(b.image_mobile) }))
      .filter((b): b is Banner => b.image !== null);
    if (kept.length > 0) out[name] = kept;
  }
  return out;
}
