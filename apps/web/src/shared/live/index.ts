export {
  useLiveConnection,
  HOME_ROOT,
  SETTLEMENTS_ROOT,
  SLOTS_ROOT,
  TRANSPORT_ROOT,
} from './use-live-events';
export { readLiveEvents } from './live-client';
