/**
 * A flag whose wire form the spec leaves open: 0/1 or a JSON boolean (its codec: primitives.ts
 * `Flag`). Without io-ts: the page frame reads its configuration's flags with `isOn`.
 */
export type Flag = 0 | 1 | boolean;

export const isOn = (flag: Flag | undefined | null): boolean => flag === true || flag === 1;
