import { createHash } from 'node:crypto';
import { escapeHtml } from './text';

/**
 * Product pictures, banners and logos for the sandbox catalogue, drawn on request: the shop
 * then looks like a shop offline, and the repository carries no binary images. The name's
 * prefix picks the proportions the real picture would have.
 */
const SIZES: ReadonlyArray<readonly [string, number, number]> = [
  ['banner-mobile-', 800, 600],
  ['banner-', 1600, 500],
  ['poster-', 600, 900],
  ['book-', 600, 800],
  ['pass-', 640, 400],
  ['logo-', 240, 80],
  ['pay-', 120, 48],
];

export function placeholderSvg(name: string): string | null {
  if (!/^[a-z0-9-]{1,80}$/.test(name)) return null;
  const [prefix, w, h] = SIZES.find(([p]) => name.startsWith(p)) ?? ['', 800, 600];
  const hash = createHash('sha1').update(name).digest();
  const hue = (hash[0] ?? 0) * 360 / 256;
  const hue2 = (hue + 40 + (hash[1] ?? 0) / 8) % 360;
  const label = name.slice(prefix.length).replace(/-/g, ' ');
  const size = Math.round(Math.min(w / Math.max(8, label.length * 0.62), h / 4));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeHtml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)},45%,38%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)},55%,62%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="Georgia, serif" font-size="${size}" fill="#fff">${escapeHtml(label)}</text>
</svg>`;
}
