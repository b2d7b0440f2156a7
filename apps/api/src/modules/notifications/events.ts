import type { EventConsumer } from '../../platform/events';
import { notifyOfEvent } from './service';

/** Run by the platform's `events.fanout` job for every live event, after its change committed. */
export const consumers: EventConsumer[] = [notifyOfEvent];
