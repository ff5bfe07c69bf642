export * from './accounts.ts';
export * from './api.ts';
export * from './constants.ts';
export * from './content.ts';
export * from './format.ts';
export * from './messages.ts';
export * from './site.ts';
export * from './validation.ts';
