import type * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { readAnswer, type AnswerProblem } from './answer';

/** Longest rendering of an offending value; long HTML or objects would drown the message. */
export const MAX_VALUE_CHARS = 60;

export interface ReportOptions {
  /** Show only what kind of value arrived, never the value: tokens and personal data. */
  readonly redact?: boolean;
}

type Tagged = { readonly _tag?: unknown };

/**
 * Unions and intersections add a context entry per member ("0", "1", …) that is not part of
 * the data's path, so those keys are skipped.
 */
function isCombinator(type: t.Decoder<unknown, unknown>): boolean {
  const tag = (type as Tagged)._tag;
  return tag === 'UnionType' || tag === 'IntersectionType';
}

export function renderValue(value: unknown, options: ReportOptions = {}): string {
  if (value === undefined) return 'undefined';
  if (options.redact && value !== null) return `(${Array.isArray(value) ? 'array' : typeof value}, redacted)`;
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    json = undefined;
  }
  // What JSON cannot write: a bigint (it threw) by its digits, undefined, functions and symbols by their kind.
  const text = json ?? (typeof value === 'bigint' || typeof value === 'symbol' ? value.toString() : typeof value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}

function formatError(error: t.ValidationError, options: ReportOptions): string {
  const { context } = error;
  const keys: string[] = [];
  for (let i = 1; i < context.length; i++) {
    const parent = context[i - 1];
    const entry = context[i];
    if (!parent || !entry || isCombinator(parent.type)) continue;
    keys.push(entry.key);
  }
  // When a union member fails on the value itself (not deeper down), name the union: "Flag",
  // not one line each for 0, 1 and boolean.
  let expectedAt = context.length - 1;
  for (let parent = context[expectedAt - 1]; parent && isCombinator(parent.type); parent = context[expectedAt - 1]) {
    expectedAt--;
  }
  const expected = context[expectedAt]?.type.name ?? 'a valid value';
  const where = keys.length > 0 ? keys.join('.') : '(root)';
  const got = renderValue(error.value, options);
  return error.message !== undefined
    ? `${error.message} at ${where} but instead got: ${got}`
    : `Expecting ${expected} at ${where} but instead got: ${got}`;
}

/** One readable line per distinct error, e.g. `Expecting Cents at tours.0.price but instead got: "12,00"`. */
export function reportErrors(errors: t.Errors, options: ReportOptions = {}): string[] {
  return [...new Set(errors.map((e) => formatError(e, options)))];
}

/** The readable reasons a 2xx body is not an answer (values redacted for sensitive endpoints). */
export function explainAnswer(problem: AnswerProblem, redact: boolean): string[] {
  if ('notJson' in problem) return [`response is not JSON: ${renderValue(problem.notJson, { redact })}`];
  if ('noData' in problem) return [`response has no "data" member: ${renderValue(problem.noData, { redact })}`];
  return reportErrors(problem.errors, { redact });
}

/**
 * A 2xx body as the shop takes it, or the readable reasons it is not (requests.ts reads it
 * the same way and loads these words only when it must). Never throws, whatever the text
 * (fuzzed per endpoint in decoder-fuzz.test.ts).
 */
export function decodeAnswer(text: string, codec: t.Mixed, redact: boolean): E.Either<string[], unknown> {
  const answer = readAnswer(text, codec);
  return E.isRight(answer) ? answer : E.left(explainAnswer(answer.left, redact));
}
