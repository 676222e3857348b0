import type { AppConfig } from '../../api/codecs/shell';

/**
 * 001 §6: guest registration is offered unless the configuration switches it off (absent means
 * on). One rule for the checkout's sign-in step, the login page and the guest form's own route.
 */
export const guestRegistrationOffered = (config: Pick<AppConfig, 'hasGuestRegistration'>): boolean =>
  config.hasGuestRegistration === undefined || config.hasGuestRegistration === true || config.hasGuestRegistration === 1;
