export * from './read-model';
export * from './epics';
