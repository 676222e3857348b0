import type { IncomingMessage, ServerResponse } from 'node:http';
import * as t from 'io-ts';
import { PathReporter } from 'io-ts/PathReporter';
import { isLeft } from 'fp-ts/Either';

/**
 * Everything the API answers with a non-200 goes through HttpError, so a handler reads as the
 * happy path and the body shapes of the table (`{code}`, `{error}`, `{message}`, `{errors}`)
 * are chosen in one visible place per case.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(`HTTP ${status}`);
  }
}

export const notFound = (): HttpError => new HttpError(404, { code: 'NOT_FOUND' });
export const badRequest = (message: string): HttpError => new HttpError(400, { code: 'BAD_REQUEST', message });
export const unauthorized = (): HttpError => new HttpError(401, { code: 'UNAUTHORIZED' });
export const gone = (code = 'GONE'): HttpError => new HttpError(410, { code, error: code });
/** 422 with `{error}`: the payment and voucher calls read `error`. */
export const rejected = (error: string, extra: Record<string, unknown> = {}): HttpError =>
  new HttpError(422, { error, ...extra });
/** 422 with `{code}`: the shipping call reads `code`. */
export const rejectedWithCode = (code: string): HttpError => new HttpError(422, { code });
export const fieldErrors = (errors: Record<string, string>): HttpError => new HttpError(422, { errors });

/** Decodes with an io-ts codec; a mismatch is the caller's malformed request (400). */
export function decodeOr400<C extends t.Mixed>(codec: C, value: unknown, what: string): t.TypeOf<C> {
  const result = codec.decode(value);
  if (isLeft(result)) {
    const detail = PathReporter.report(result).slice(0, 3).join('; ');
    throw badRequest(`malformed ${what}: ${detail}`);
  }
  // t.TypeOf of a generic codec is `any` to the checker; the codec has just checked it.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-return
  return result.right;
}

export const MAX_BODY_BYTES = 1 << 20;

/**
 * Reads a JSON body. An empty body is `undefined` (several POSTs carry only a query); anything
 * that is not JSON is a 400, never a crash.
 */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  // Mounted behind a framework that already parsed the body (express.json): use its result.
  const preParsed = (req as IncomingMessage & { body?: unknown }).body;
  if (preParsed !== undefined && typeof preParsed !== 'string' && !Buffer.isBuffer(preParsed)) return preParsed;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buf.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, { code: 'PAYLOAD_TOO_LARGE', message: 'body over 1 MiB' });
    chunks.push(buf);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('body is not valid JSON');
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    // Availability changes with every order: no cache may keep an old answer.
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendRaw(res: ServerResponse, status: number, text: string, contentType: string, headers: Readonly<Record<string, string>> = {}): void {
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function redirect(res: ServerResponse, location: string): void {
  // 303: the provider page posts a form; the browser must follow with a GET.
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0 });
  res.end();
}

/** First value per key, the way a PHP backend reads `$_GET`. */
export function queryObject(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of search) if (!(k in out)) out[k] = v;
  return out;
}
