// The health module's public face: its routes.
export { healthRoutes } from './routes.ts';
