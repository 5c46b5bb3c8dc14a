/**
 * The per-user event stream (`GET /api/notifications/stream`, server-sent events). Every event has
 * an `id`: the position in the reader's own stream. A client that reconnects sends the last one it
 * read as `Last-Event-ID` and receives what it missed, in order, once.
 */
export const STREAM_EVENTS = {
  /** The stream is live; its id is the reader's position, sent again as `Last-Event-ID`. */
  ready: 'ready',
  /** The position sent cannot be resumed (unknown, or older than the retention): reload what is shown. */
  reset: 'reset',
  /** New notices for the reader: data `{ ids }`, read through `GET /api/notifications/all`. */
  notification: 'notification',
  /** A chat message for the reader, or a conversation of theirs that changed: data `ChatStreamEvent`. */
  chat: 'chat',
  /**
   * Someone liked the reader: data `NetworkplaceStreamEvent`. An introduction the reader sent them
   * is open from now on, and explore's "likes you" changed.
   */
  networkplace: 'networkplace',
} as const;

/** The kinds of event kept in the database and replayed on a reconnect. */
export type StreamEventKind =
  | typeof STREAM_EVENTS.notification
  | typeof STREAM_EVENTS.chat
  | typeof STREAM_EVENTS.networkplace;

/** How long an event stays replayable at least; a position older than that answers `reset`. */
export const STREAM_RETENTION_HOURS = 48;
