export { JobQueue, DEFAULT_JOBS_SCHEMA, type JobQueueOptions } from './queue';
export { defineJob, type JobDefinition, type JobOptions, type JobRun, type EnqueueOptions } from './types';
