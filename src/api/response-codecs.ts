import type * as t from 'io-ts';
import { isLazyCodec, type CodecModule, type CodecModules, type EndpointDef } from './endpoint-def';

/**
 * Where the areas' response codecs come from in the browser: each module loads into the
 * chunk of its area (same chunk names), which is already there when an area's epic calls.
 */
const loaders: { readonly [M in CodecModule]: () => Promise<CodecModules[M]> } = {
  // The shell's, for an answer its guard refused (shell-endpoints.ts): the build puts them, with
  // io-ts, in the runtime's model and library files (runtime-files.ts), which this loads.
  shell: () => import(/* webpackChunkName: "shell-codecs" */ './codecs/shell'),
  tours: () => import(/* webpackChunkName: "tours" */ './codecs/tours'),
  tickets: () => import(/* webpackChunkName: "tickets" */ './codecs/tickets'),
  merchandise: () => import(/* webpackChunkName: "merchandise" */ './codecs/merchandise'),
  vouchers: () => import(/* webpackChunkName: "vouchers" */ './codecs/vouchers'),
};

/** The codec of an endpoint's response, loading its module first when it is an area's. */
export async function loadResponseCodec(def: EndpointDef): Promise<t.Mixed> {
  const response = def.response;
  if (!isLazyCodec(response)) return response;
  const module = (await loaders[response.module]()) as unknown as Readonly<Record<string, t.Mixed>>;
  const codec = module[response.name];
  if (!codec) throw new Error(`no codec ${response.name} in api/codecs/${response.module}`);
  return codec;
}
