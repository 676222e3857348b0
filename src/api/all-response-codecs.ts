import type * as t from 'io-ts';
import * as shell from './codecs/shell';
import * as tours from './codecs/tours';
import * as tickets from './codecs/tickets';
import * as merchandise from './codecs/merchandise';
import * as vouchers from './codecs/vouchers';
import { endpoints, isLazyCodec, type CodecModules, type EndpointName, type ResponseCodecOf } from './endpoints';

const modules: CodecModules = { shell, tours, tickets, merchandise, vouchers };

/**
 * Every endpoint's response codec, resolved at once: for Node (the sandbox, the contract and
 * fixture tests). The browser loads an area's codecs with the area (response-codecs.ts).
 */
export function responseCodecOf<N extends EndpointName>(name: N): ResponseCodecOf<N> {
  const response = endpoints[name].response as t.Mixed | { module: keyof CodecModules; name: string };
  if (!isLazyCodec(response)) return response as ResponseCodecOf<N>;
  const ref = response;
  return (modules[ref.module] as unknown as Record<string, t.Mixed>)[ref.name] as ResponseCodecOf<N>;
}
