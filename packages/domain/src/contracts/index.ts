export * from './status';
export * from './dates';
export * from './daily-volume';
export * from './format';
export * from './messages';
export * from './schemas';
export * from './indicative';
