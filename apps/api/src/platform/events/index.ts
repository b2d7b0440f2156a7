export type { EventConsumer } from './types';
export { publishEvent, eventsAfter, logBounds, LIVE_CHANNEL } from './log';
export { LiveBus, type LiveListener } from './bus';
export { eventJobs } from './jobs';
