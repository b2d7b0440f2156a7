export { useLiveConnection, HOME_ROOT, SLOTS_ROOT, TRANSPORT_ROOT } from './use-live-events';
export { readLiveEvents } from './live-client';
