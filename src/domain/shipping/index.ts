export * from './read-model';
export * from './request';
export * from './epics';
