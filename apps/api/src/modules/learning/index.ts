// The learning module's public face: its routes, and how a subscription's status is read
// (the back office shows the same status the learner sees), and the rows of learners' subscriptions.
export { learningRoutes } from './routes.ts';
export { listUserSubscriptions, subscriptionRowsOf, subscriptionStatus } from './service.ts';
