// The content module's public face: its routes.
export { contentRoutes } from './routes.ts';
