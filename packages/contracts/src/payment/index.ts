export * from './payment.ts';
