// The uploads module's public face: its routes.
export { uploadRoutes } from './routes.ts';
