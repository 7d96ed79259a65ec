export { crawlerRoutes } from './routes.ts';
