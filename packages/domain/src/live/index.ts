export * from './events';
export * from './receiver';
