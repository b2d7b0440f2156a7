export * from './status-machine';
