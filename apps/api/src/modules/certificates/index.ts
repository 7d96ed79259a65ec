// Certificates: staff issue and revoke them, learners and their parents read theirs, and
// anyone checks one by its code.
export { adminCertificateRoutes, certificateRoutes } from './routes.ts';
export { proposalsOpen } from './proposals.ts';
