// The admin module's public face (see eslint.config.js): the back-office routes for the
// app, and the staff-account function the command line runs.
export { createOrPromoteAdmin, type StaffAccountInput } from './accounts.ts';
export { adminRoutes } from './routes.ts';
