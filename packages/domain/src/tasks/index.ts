export * from './statuses';
export * from './messages';
export * from './schemas';
