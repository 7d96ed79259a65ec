// The metrics module's public face: Prometheus's view of the app, at /metrics.
export { metricsPlugin } from './routes.ts';
