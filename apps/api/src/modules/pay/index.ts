// Tutors' pay (decision 046): staff set each tutor's rates and pay their months; a tutor reads
// their own statements. A month's statement is read from its classes, or, once paid, kept.
export { adminPayRoutes, payRoutes } from './routes.ts';
export { payRules } from './statement.ts';
