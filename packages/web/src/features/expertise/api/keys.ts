/** Every partner expertise query sits under this key, so one change can refresh them together. */
export const EXPERTISE_QUERY_KEY = ['expertise'] as const;
