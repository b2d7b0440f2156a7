export * from './quality';
export * from './defaults';
export * from './rules';
export * from './schemas';
export * from './format';
export * from './list';
