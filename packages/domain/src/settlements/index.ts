export * from './statuses';
export * from './rules';
export * from './schemas';
