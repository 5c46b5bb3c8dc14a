/**
 * The key of the session's /me query. Features that change what /me returns (language, names,
 * photo, white-label) invalidate it, so the shell re-labels and re-themes itself.
 */
export const ME_QUERY_KEY = ['me'] as const;
