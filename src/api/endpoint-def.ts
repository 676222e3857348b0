import type * as t from 'io-ts';
import type * as ShellCodecs from './codecs/shell';
import type * as ToursCodecs from './codecs/tours';
import type * as TicketsCodecs from './codecs/tickets';
import type * as MerchandiseCodecs from './codecs/merchandise';
import type * as VouchersCodecs from './codecs/vouchers';

/**
 * What an endpoint of the table is (endpoints.ts), in a module of its own: the shell's
 * requests (requests.ts, shell-endpoints.ts) need it without the whole table.
 */

/**
 * The response codecs of the areas' endpoints live in their own modules and load with the
 * area (the same chunk names as the areas' screens): the first bundle holds only their names.
 * The shell's load only for an answer its guard refuses (EndpointDef `guard`).
 */
export interface CodecModules {
  shell: typeof ShellCodecs;
  tours: typeof ToursCodecs;
  tickets: typeof TicketsCodecs;
  merchandise: typeof MerchandiseCodecs;
  vouchers: typeof VouchersCodecs;
}
export type CodecModule = keyof CodecModules;

/** A response codec by module and export name, loaded when the endpoint is first called. */
export interface LazyCodec<M extends CodecModule = CodecModule, K extends string = string> {
  readonly module: M;
  /** The export's name, which is also the codec's name. */
  readonly name: K;
}

// By its own field, not `instanceof t.Type`: the first bundle holds no io-ts codec to compare with.
export const isLazyCodec = (codec: t.Mixed | LazyCodec): codec is LazyCodec => typeof (codec as Partial<LazyCodec>).module === 'string';

/** The codec a response is decoded with: itself, or the export a lazy reference names. */
export type CodecOf<R> = R extends LazyCodec<infer M, infer K> ? (K extends keyof CodecModules[M] ? CodecModules[M][K] : never) : R;

export interface EndpointDef {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  /** Below `{base}{lang}/`. `{x}` placeholders, `[…]` optional parts: see path-template.ts. */
  readonly path: string;
  /**
   * What the caller passes as query parameters (GET, or POST where the table says so): its type,
   * and the sandbox's decoder (all-response-codecs.ts `queryCodecOf`). The client writes the
   * query as the caller gives it, which is what every query codec's encoder does
   * (endpoints.test.ts), so a call a list makes before the runtime names its codec lazily
   * (endpoints/merchandise-list.ts) and the first visit loads no io-ts for it.
   */
  readonly query?: t.Mixed | LazyCodec;
  /** Query parameters the endpoint always carries; the caller does not pass them. */
  readonly fixedQuery?: Readonly<Record<string, string | number>>;
  /** JSON body of a POST. */
  readonly body?: t.Mixed;
  /** Send the JWT as query `_` whenever the visitor holds one. */
  readonly token: boolean;
  /** Codec of the `data` member of a 200 response (loaded with its area when lazy). */
  readonly response: t.Mixed | LazyCodec;
  /**
   * The codec's answer without the codec (the shell's calls: codecs/shell-guards.ts): `data` it
   * passes is the answer, `settle`d as the codec decodes it; the codec loads only for one it
   * refuses.
   */
  readonly guard?: { is(u: unknown): boolean; settle(u: unknown): unknown };
  /** Decode errors show the kind of value but never the value (tokens, personal data). */
  readonly sensitive?: boolean;
  /** Failures go to the caller only, never to the shell's signals (spec: "nothing happens"). */
  readonly quiet?: boolean;
  /**
   * Not a reason to show the waiting spinner: the answer decorates a page the visitor can
   * already use (the cookie notice's and footer's texts), so a slow server must not cover it.
   */
  readonly background?: boolean;
  /** Longer than the client's default: the payment calls wait on the provider behind the server. */
  readonly timeoutMs?: number;
}

