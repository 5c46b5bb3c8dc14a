/** Every partner Music Bank query sits under this key, so a request or a payment refreshes them together. */
export const MUSICBANK_QUERY_KEY = ['musicbank'] as const;

/** Every staff Music Bank query sits under this key. */
export const OPS_MUSICBANK_QUERY_KEY = ['ops-musicbank'] as const;
