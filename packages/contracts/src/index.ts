// One folder per domain, named as the server's modules; `shared/` is what every domain uses.
export * from './analytics/index.ts';
export * from './auth/index.ts';
export * from './balance/index.ts';
export * from './catalogs/index.ts';
export * from './companies/index.ts';
export * from './dsp/index.ts';
export * from './dspreport/index.ts';
export * from './ent/index.ts';
export * from './ingest/index.ts';
export * from './media/index.ts';
export * from './notifications/index.ts';
export * from './payment/index.ts';
export * from './profile/index.ts';
export * from './release/index.ts';
export * from './shared/index.ts';
export * from './whitelabel/index.ts';
export * from './youtube/index.ts';
