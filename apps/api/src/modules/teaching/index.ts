// The teaching module's public face: its routes, and what the back office, payments and the
// learner's subscriptions use of it.
export { teachingRoutes } from './routes.ts';
export {
  changeDeadline,
  classQuery,
  learnerOf,
  scheduleStatus,
  schoolRules,
  tutorOf,
  type ClassRow,
} from './class-rows.ts';
export {
  cancelClass,
  moveClass,
  recordClass,
  type ClassActor,
  type ClassServices,
} from './class-changes.ts';
export { listClassesToRecord, listTutorClasses, parseRange, rangeQuery } from './class-lists.ts';
export {
  bookMakeup,
  creditQuery,
  listMakeupCredits,
  source as creditSourceClass,
  toMakeupCredit,
} from './makeup-credits.ts';
export {
  applyWeeklyPlan,
  endSubscriptionClasses,
  syncWeeklyPlan,
  weeklyPlanOf,
} from './weekly-plan.ts';
export { queueTutorInvitation } from './invitations.ts';
export { bookTrial } from './trials.ts';
