export {
  useLiveEvents,
  useLiveConnection,
  keysFor,
  MONITORING_ROOT,
  NOTIFICATIONS_ROOT,
  SLOTS_ROOT,
  TRANSPORT_ROOT,
} from './use-live-events';
export { createSseParser, type SseMessage } from './sse-parser';
