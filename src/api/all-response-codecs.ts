import type * as t from 'io-ts';
import * as shell from './codecs/shell';
import * as tours from './codecs/tours';
import * as tickets from './codecs/tickets';
import * as merchandise from './codecs/merchandise';
import * as vouchers from './codecs/vouchers';
import { endpoints, isLazyCodec, type CodecModules, type EndpointName, type LazyCodec, type ResponseCodecOf } from './endpoints';

const modules: CodecModules = { shell, tours, tickets, merchandise, vouchers };

/**
 * Every endpoint's response codec, resolved at once: for Node (the sandbox, the contract and
 * fixture tests). The browser loads an area's codecs with the area (response-codecs.ts).
 */
export function responseCodecOf<N extends EndpointName>(name: N): ResponseCodecOf<N> {
  return resolved(endpoints[name].response) as ResponseCodecOf<N>;
}

/** An endpoint's query codec, resolved where it is lazy (endpoint-def.ts `query`); undefined for one without a query. */
export function queryCodecOf(name: EndpointName): t.Mixed | undefined {
  const def = endpoints[name];
  return 'query' in def ? resolved(def.query) : undefined;
}

function resolved(codec: t.Mixed | LazyCodec): t.Mixed {
  return isLazyCodec(codec) ? (modules[codec.module] as unknown as Record<string, t.Mixed>)[codec.name] as t.Mixed : codec;
}
