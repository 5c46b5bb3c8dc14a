import { STREAM_EVENTS } from '@irama/contracts';
import { openUserStream, type StreamMessage } from '../../../lib/user-stream.ts';

// New notices, and the stream's (re)start: a notice missed while away is fetched too.
const REFETCHING_EVENTS = new Set<string>([STREAM_EVENTS.notification, STREAM_EVENTS.ready, STREAM_EVENTS.reset]);

/** Whether an event of the user's stream changes the notices shown. */
const isNoticeChange = (message: StreamMessage) => REFETCHING_EVENTS.has(message.event);

/** Calls `onChange` whenever the user's stream says the notices changed; returns the function that stops it. */
export function openNoticeStream(onChange: () => void): () => void {
  return openUserStream((message) => {
    if (isNoticeChange(message)) onChange();
  });
}
