import { AppConfigGuard, MetaDataGuard, StaticContentGuard } from './codecs/shell-guards';
import type { EndpointDef } from './endpoint-def';
import { lazy } from './endpoints/build';

/** Default API base; a deployment overrides it with FOYER_API_BASE at build time. */
export const DEFAULT_API_BASE = '/api/';

/**
 * The calls the shell makes before the runtime starts (boot.tsx, shell-data.ts): a first visit
 * downloads these three of the table (endpoints.ts holds them with all the others). Payment
 * types are the checkout's: they load when the runtime starts. Their answers are checked by
 * io-ts's guards; the codecs load only for an answer a guard refuses (codecs/shell-guards.ts).
 */
export const shellEndpoints = {
  remoteConfig: { name: 'remoteConfig', method: 'GET', path: 'config', token: false, response: lazy('shell', 'AppConfig'), guard: AppConfigGuard },
  staticContent: {
    name: 'staticContent',
    method: 'GET',
    path: 'static-content',
    token: false,
    response: lazy('shell', 'StaticContent'),
    guard: StaticContentGuard,
    quiet: true,
    background: true,
  },
  metaData: { name: 'metaData', method: 'GET', path: 'meta-data', token: false, response: lazy('shell', 'MetaData'), guard: MetaDataGuard },
} as const satisfies Record<string, EndpointDef>;
