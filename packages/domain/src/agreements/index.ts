export * from './messages';
export * from './statuses';
export * from './signature';
export * from './schemas';
export * from './sharing';
