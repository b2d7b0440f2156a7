export * from './statuses';
export * from './transitions';
export * from './amounts';
export * from './wire-date';
export * from './filter';
export * from './messages';
export * from './limits-csv';
export * from './schemas';
