// The payments module's public face: its routes (the reconciler starts and stops with them).
export { paymentsRoutes } from './routes.ts';
