export * from './dsp.ts';
export * from './insights.ts';
export * from './paid-streams.ts';
