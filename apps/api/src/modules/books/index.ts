// The books module's public face: its routes.
export { booksRoutes } from './routes.ts';
