export * from './dsp.ts';
export * from './insights.ts';
