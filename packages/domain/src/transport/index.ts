export * from './constants';
export * from './messages';
export * from './window';
export * from './wire';
export * from './schemas';
export * from './plate';
export * from './zone';
export * from './csv';
