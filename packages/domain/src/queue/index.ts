export * from './statuses';
export * from './constants';
export * from './messages';
export * from './wire';
export * from './grid';
export * from './driver';
export * from './settings-access';
