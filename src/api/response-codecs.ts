import type * as t from 'io-ts';
import { isLazyCodec, type CodecModule, type CodecModules, type EndpointDef } from './endpoint-def';

type CodecLoaders = { [M in CodecModule]?: () => Promise<CodecModules[M]> };

/**
 * Where the response codecs come from in the browser: each module loads into the chunk of its
 * area (same chunk names). The shell's are known from the start, for an answer its guard refused
 * (shell-endpoints.ts): the build puts them, with io-ts, in the runtime's model and library files
 * (runtime-files.ts), which this loads. The areas' loaders come with what makes the areas' calls
 * (`addCodecLoaders`, area-codecs.ts): main.js, which makes none of them, does not carry them.
 */
const loaders: CodecLoaders = {
  shell: () => import(/* webpackChunkName: "shell-codecs" */ './codecs/shell'),
};

export function addCodecLoaders(more: CodecLoaders): void {
  Object.assign(loaders, more);
}

/** The codec of an endpoint's response, loading its module first when it is an area's. */
export async function loadResponseCodec(def: EndpointDef): Promise<t.Mixed> {
  const response = def.response;
  if (!isLazyCodec(response)) return response;
  const load = loaders[response.module];
  if (!load) throw new Error(`no loader for the codecs of api/codecs/${response.module}`);
  const module = (await load()) as unknown as Readonly<Record<string, t.Mixed>>;
  const codec = module[response.name];
  if (!codec) throw new Error(`no codec ${response.name} in api/codecs/${response.module}`);
  return codec;
}
