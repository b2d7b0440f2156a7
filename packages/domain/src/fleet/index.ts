export * from './plate';
export * from './messages';
export * from './schemas';
