// The catalog module's public face: its routes.
export { catalogRoutes } from './routes.ts';
