/**
 * The notices the server leaves, named by the SPA's translation keys (a `.title` and a `.content` under
 * each), which it stores with the values they take in `additional_data.message`: the notification
 * panel shows a notice in the reader's language, where its stored text is Indonesian.
 */
export const NOTICE_MESSAGES = {
  /** Values: `title`, `albumId`, and `status` (a release status). */
  releaseStatus: 'layout.notifications.messages.releaseStatus',
  /** Values: `source` (a ledger source) and `period` (YYYY-MM). */
  reportPublished: 'layout.notifications.messages.reportPublished',
} as const;
