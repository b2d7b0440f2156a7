export * from './messages';
export * from './statuses';
export * from './pricing';
export * from './defaults';
export * from './schemas';
export * from './sharing';
export * from './history';
export * from './rules';
