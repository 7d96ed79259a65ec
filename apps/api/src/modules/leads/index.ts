// The leads module's public face: its routes (demo requests and job applications; contact
// messages and the newsletter).
export { engagementRoutes } from './engagement-routes.ts';
export { leadsRoutes } from './routes.ts';
