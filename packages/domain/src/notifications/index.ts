export * from './rules';
export * from './texts';
export * from './schemas';
