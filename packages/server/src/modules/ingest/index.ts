// The face of ingest: what other modules may use of it, from a service, never a repository or a table:
// the notifier a publish runs (audit, paylater repayment, notices), which tests and the demo publish through.
export { periodNotifier } from './period-notifier.ts';
