// Families: a parent adds children (learners without a sign-in), or invites an existing learner,
// a second guardian or a child's own sign-in by mail; follows their classes and progress, and
// is the one mailed about them. The rule for who may see a learner's data is
// here: every module that reads a learner's data asks `maySeeLearner`.
export { maySeeLearner, type Viewer } from './access.ts';
export { childOf } from './children.ts';
export {
  guardianshipsOf,
  linkGuardian,
  moveChild,
  parentLinksOf,
  unlinkGuardian,
} from './links.ts';
export { familyInvitationRoutes } from './invitation-routes.ts';
export { familyRoutes } from './routes.ts';
export { familyMember, notAParent } from './route-parts.ts';
