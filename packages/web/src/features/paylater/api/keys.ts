/** Every paylater query sits under this key. */
export const PAYLATER_QUERY_KEY = ['paylater'] as const;
