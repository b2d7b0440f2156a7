export type { EventConsumer } from './types';
export { publishEvent, publishEvents, eventsAfter, logBounds, LIVE_CHANNEL } from './log';
export { LiveBus, type LiveListener } from './bus';
export { eventJobs } from './jobs';
