// The database's tables, by area (schema/*.ts); drizzle-kit reads them through this file.
export * from './schema/accounts.ts';
export * from './schema/catalog.ts';
export * from './schema/content.ts';
export * from './schema/families.ts';
export * from './schema/leads.ts';
export * from './schema/learning.ts';
export * from './schema/lessons.ts';
export * from './schema/records.ts';
export * from './schema/reminders.ts';
export * from './schema/teaching.ts';
export * from './schema/certificates.ts';
export * from './schema/pay.ts';
export * from './schema/reports.ts';
export * from './schema/school-year.ts';
