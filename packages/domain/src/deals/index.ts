export * from './volumes';
export * from './lacks';
export * from './schemas';
