export * from './accounts.ts';
export * from './api.ts';
export * from './constants.ts';
export * from './messages.ts';
export * from './validation.ts';
