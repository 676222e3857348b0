/** The password travels in the command only (never persisted) and leaves as an MD5 hash. */
export type SignIn = { type: 'SignIn'; email: string; password: string };
export type SignOut = { type: 'SignOut' };

export type AccountCommand = SignIn | SignOut;
