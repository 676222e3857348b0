/**
 * Consent Mode's default, which boot pushes before anything else can read the dataLayer: its
 * own module without rxjs, for the first visit's download (consent-mode.ts follows the choices).
 */
export type DataLayerHost = { dataLayer?: unknown[] };

/**
 * What gtag() pushes: its arguments object, which Google's tag reads as a command (an array
 * would be read as a data layer message instead).
 */
export function gtag(target: DataLayerHost, ...args: unknown[]): void {
  (target.dataLayer ??= []).push(argumentsOf(...args));
}

// gtag.js reads an Arguments object from the dataLayer, not an array: only `arguments` is one.
function argumentsOf(..._args: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params
  return arguments;
}

/** We ask for statistics cookies only: advertising storage and signals stay denied whatever the choice. */
export const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' } as const;

export function consentDefault(target: DataLayerHost): void {
  gtag(target, 'consent', 'default', { ...DENIED, wait_for_update: 500 });
}

