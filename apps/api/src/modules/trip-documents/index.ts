/*
 * The public face of the trip documents area (ADR 0062): what the transport's slot wires show of
 * a slot's documents (the queue asks the same, and its gate, through its hooks: hooks.ts).
 * And the counts of slots by their documents the home's items show.
 */
export { countQueued, countWithoutPapers } from './queries';
export { docsOfSlots } from './state';
