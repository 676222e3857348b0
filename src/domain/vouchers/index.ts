export * from './read-model';
export * from './selectors';
export * from './amount';
export * from './voucher-code';
export * from './epics';
