import type * as t from 'io-ts';
import * as E from 'fp-ts/Either';

/** JSON.parse without the throw. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Why a 2xx body is not an answer, before api/report.ts puts it in words. */
export type AnswerProblem = { readonly notJson: string } | { readonly noData: unknown } | { readonly errors: t.Errors };

/**
 * A 2xx body as the shop takes it: JSON, an object with `data`, and `data` matching the
 * endpoint's codec; else what is wrong with it (report.ts `decodeAnswer` gives the readable
 * reasons). Never throws, whatever the text.
 */
export function readAnswer(text: string, codec: t.Mixed): E.Either<AnswerProblem, unknown> {
  return decodeEnvelope(envelopeOf(text), codec);
}

/** `data` read from a body (`envelopeOf`) and decoded with the endpoint's codec. */
export function decodeEnvelope(envelope: E.Either<AnswerProblem, unknown>, codec: t.Mixed): E.Either<AnswerProblem, unknown> {
  if (E.isLeft(envelope)) return envelope;
  const decoded = codec.decode(envelope.right);
  return E.isRight(decoded) ? E.right(decoded.right) : E.left({ errors: decoded.left });
}

/** A 2xx body's `data`, not yet decoded; or why the body has none. */
export function envelopeOf(text: string): E.Either<AnswerProblem, unknown> {
  const parsed = parseJson(text);
  if (!parsed.ok) return E.left({ notJson: text });
  const envelope = parsed.value;
  if (typeof envelope !== 'object' || envelope === null || !('data' in envelope)) return E.left({ noData: envelope });
  return E.right(envelope.data);
}
