import { AppConfig, MetaData, StaticContent } from './codecs/shell';
import type { EndpointDef } from './endpoint-def';

/** Default API base; a deployment overrides it with FOYER_API_BASE at build time. */
export const DEFAULT_API_BASE = '/api/';

/**
 * The calls the shell makes before the runtime starts (boot.tsx, shell-data.ts): a first visit
 * downloads these three of the table (endpoints.ts holds them with all the others). Payment
 * types are the checkout's: they load when the runtime starts.
 */
export const shellEndpoints = {
  remoteConfig: { name: 'remoteConfig', method: 'GET', path: 'config', token: false, response: AppConfig },
  staticContent: {
    name: 'staticContent',
    method: 'GET',
    path: 'static-content',
    token: false,
    response: StaticContent,
    quiet: true,
    background: true,
  },
  metaData: { name: 'metaData', method: 'GET', path: 'meta-data', token: false, response: MetaData },
} as const satisfies Record<string, EndpointDef>;
