export * from './schemas';
export * from './distance';
export * from './price';
export * from './words';
