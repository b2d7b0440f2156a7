export * from './board';
export * from './schemas';
