import type { Lang } from '../messages/primitives';
import { loadPhrases } from './load';
import { createTranslator } from './polyglot';
import type { FrameTranslator } from './translator';

/**
 * The rest of the catalogue and node-polyglot for a screen drawn before the runtime that shows
 * more than the frame's first texts (routes.tsx `texts`: the tickets page's list). The runtime,
 * when it starts, completes the translator with the same texts again (boot.tsx); that costs a
 * second polyglot of the same phrases, not a request.
 */
export async function completeTexts(translator: FrameTranslator, lang: Lang): Promise<void> {
  translator.complete(await loadPhrases(lang, 'rest'), createTranslator);
}
