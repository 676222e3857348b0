export * from './read-model';
export * from './selectors';
export * from './epics';
export * from './legacy';
