// What other modules may use of the server secrets: one secret by name.
export { serverSecret } from './server-secrets.service.ts';
