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
  /** Values: `count` (new conflicts on the company's YouTube assets). */
  conflictsOpened: 'layout.notifications.messages.conflictsOpened',
  /** Values: `title` (the asset's), `assetId` and `outcome` (won or lost). */
  appealDecided: 'layout.notifications.messages.appealDecided',
  /** Values: `rows` and `format` (xlsx or csv). */
  exportReady: 'layout.notifications.messages.exportReady',
  /** Values: `period` (the report month paid), `amount` (whole rupiah) and `projects`. */
  youtubePaid: 'layout.notifications.messages.youtubePaid',
  /** Values: `period` (the payment month) and `deadline` (YYYY-MM-DD). */
  taxProofDue: 'layout.notifications.messages.taxProofDue',
  /** Values: `reference`, `amount` (whole rupiah, the sub total) and `hours` (processing time). */
  withdrawalRequested: 'layout.notifications.messages.withdrawalRequested',
  /** Values: `reference`, `amount` (whole rupiah, transferred) and `code` (the payment code). */
  withdrawalPaid: 'layout.notifications.messages.withdrawalPaid',
  /** Values: `reference`, `amount` (whole rupiah, back in the balance) and `reason`. */
  withdrawalRejected: 'layout.notifications.messages.withdrawalRejected',
  /** Values: `amount` (whole rupiah), `reason` (a hold reason code), `track` and `store` ('' when none). */
  holdPlaced: 'layout.notifications.messages.holdPlaced',
  /** Values: `amount` (whole rupiah, available again). */
  holdReleased: 'layout.notifications.messages.holdReleased',
  /** Values: `subject` (the ticket's) and `ticketId`. */
  ticketAnswered: 'layout.notifications.messages.ticketAnswered',
} as const;
