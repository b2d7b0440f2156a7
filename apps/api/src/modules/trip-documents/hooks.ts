import { answer } from '../../platform/hooks';
import { SLOT_DOCS, SLOT_GATE } from '../queue';
import { checkGate } from './gate';
import { docsOfSlots } from './state';

/** What the trip documents answer for the queue below them (ADR 0072). */
export const hooks = [answer(SLOT_GATE, checkGate), answer(SLOT_DOCS, docsOfSlots)];
