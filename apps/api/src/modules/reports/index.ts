// The school's figures for its staff (decision 045): read-only SQL over the rows the school
// keeps, counted in its own days.
export { adminReportRoutes } from './routes.ts';
