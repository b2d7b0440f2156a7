export * from './codes';
export * from './statuses';
export * from './messages';
export * from './fgis';
export * from './schemas';
export * from './history';
