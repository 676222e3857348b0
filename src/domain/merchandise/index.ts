export * from './read-model';
export * from './selectors';
export * from './owner-store';
export * from './quantity';
export * from './epics';
