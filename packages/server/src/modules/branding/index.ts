// What other modules may use of branding: a company's or a host's branding and its white-label row.
export { getCompanyBranding, getHostBranding, whitelabelConfigOf } from './branding.service.ts';
