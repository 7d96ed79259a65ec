export * from './auth.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './fields.ts';
export * from './http.ts';
export * from './learning.ts';
export * from './mail.ts';
export * from './payments.ts';
