// The payments module's public face: its routes (the reconciler starts and stops with them),
// staff's (refunds by hand), and the refunds of payments as the back office reads them.
export { adminPaymentRoutes } from './admin-routes.ts';
export { refundsOf, type PaymentRefunds } from './refunds.ts';
export { paymentsRoutes } from './routes.ts';
