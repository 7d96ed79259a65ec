// The teaching module's public face: its routes, and what the back office, payments and the
// learner's subscriptions use of it.
export { teachingRoutes } from './routes.ts';
export { adminLeaveRoutes, tutorLeaveRoutes } from './leave-routes.ts';
export { learnerProgressBody, learnerProgressRoutes, teaches } from './learner-progress.ts';
export { hearClassListVersion } from './list-version.ts';
export {
  changeDeadline,
  classQuery,
  scheduleStatus,
  schoolRules,
  type ClassRow,
} from './class-rows.ts';
export {
  participantAt,
  participantOn,
  participantsOf,
  readerFor,
  tutorOf,
  type Participant,
  type ParticipantOwner,
  type Side,
} from './participants.ts';
export {
  cancelClass,
  classServicesOf,
  moveClass,
  recordClass,
  type ClassActor,
  type ClassServices,
} from './class-changes.ts';
export {
  listClassesToRecord,
  listTutorClasses,
  myClassesBody,
  parseRange,
  rangeQuery,
} from './class-lists.ts';
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
export { addClass, editClass, removeClass } from './classes-by-hand.ts';
export { queueTutorInvitation } from './invitations.ts';
export { bookTrial } from './trials.ts';
export { classNameIn } from './class-names.ts';
export {
  addHoliday,
  changeHoliday,
  confirmHolidayUntold,
  removeHoliday,
} from './school-calendar.ts';
export { holidayClasses, holidaysToCome, schoolCalendar } from './calendar-views.ts';
export { publicHolidayRoutes } from './public-holidays.ts';
export { cancelPausedClasses, pauseWeeks, type PauseAsker } from './pauses.ts';
export { askPause, decidePause, withdrawPause } from './pause-requests.ts';
export { askPauseDoc, withdrawPauseDoc } from './pause-routes.ts';
export { adminPauses, pausesOf } from './pause-views.ts';
export { answerSeason, listSeasons } from './seasons.ts';
export { offerSeason, proposeSeason } from './season-proposals.ts';
export { SEASON_DOCS, seasonAnswerAnswers } from './season-routes.ts';
