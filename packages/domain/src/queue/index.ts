export * from './statuses';
export * from './constants';
export * from './messages';
export * from './wire';
export * from './grid';
export * from './allocation';
export * from './rights';
export * from './schemas';
