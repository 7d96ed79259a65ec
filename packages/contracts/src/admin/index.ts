// The staff back office's contract, by resource area; `@iqra/contracts` re-exports it all.
export { IMAGE_PATH_PATTERN, SLUG_PATTERN, webLink } from './field-builders.ts';
export * from './books.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './families.ts';
export * from './leads.ts';
export * from './learners.ts';
export * from './records.ts';
export * from './resources.ts';
export * from './syllabus.ts';
export * from './uploads.ts';
export * from './teaching.ts';
export * from './reports.ts';
