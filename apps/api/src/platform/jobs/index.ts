export { JobQueue } from './queue';
export { defineJob, type JobDefinition, type JobRun } from './types';
