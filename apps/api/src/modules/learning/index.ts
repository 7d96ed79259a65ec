// The learning module's public face: its routes, and how a subscription's status is read
// (the back office shows the same status the learner sees).
export { learningRoutes } from './routes.ts';
export { subscriptionStatus } from './service.ts';
