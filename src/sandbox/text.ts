import type { Lang } from '../messages/primitives';
import type { Text } from './catalogue/schema';

/**
 * The server answers in the language of the request path. Museums rarely translate everything:
 * a missing language falls back to English, then German (the museum's own language), then to
 * whatever text exists, so a half-translated fixture still yields a name rather than nothing.
 */
export function pick(text: Text, lang: Lang): string {
  if (typeof text === 'string') return text;
  return text[lang] ?? text.en ?? text.de ?? Object.values(text)[0] ?? '';
}

export function pickOptional(text: Text | undefined | null, lang: Lang): string | undefined {
  return text === undefined || text === null ? undefined : pick(text, lang);
}

/** Replaces `{name}` placeholders. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const v = values[key];
    return v === undefined ? whole : String(v);
  });
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
