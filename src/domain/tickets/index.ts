export * from './read-model';
export * from './ticket-form';
export * from './day-ticket-form';
export * from './rules';
export * from './selectors';
export * from './lines';
export * from './dates';
export * from './epics';
