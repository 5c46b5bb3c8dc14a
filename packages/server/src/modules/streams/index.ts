// What other modules may use of the user streams: adding events in the transaction of what they announce.
export type { NewStreamEvent } from './streams.service.ts';
export { addStreamEvents } from './streams.service.ts';
