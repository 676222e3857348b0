/**
 * What jsdom lacks and react-router needs at import time. Import this before anything that
 * loads react-router (test/helpers/render-app.tsx does it first).
 */
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
// jsdom has no layout or scrolling; the page effects call scrollTo on every navigation.
if (typeof window !== 'undefined') window.scrollTo = (() => undefined);
