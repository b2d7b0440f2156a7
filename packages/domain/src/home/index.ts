export * from './kinds';
export * from './schemas';
export * from './today';
