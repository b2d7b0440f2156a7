export type { EventConsumer } from './types';
export { publishEvent, publishEvents, eventsAfter, logBounds } from './log';
export { LiveBus, ANY_ACCESS } from './bus';
export { eventJobs } from './jobs';
