// The learning record's public face: a class's lesson written with its recording, and read
// back by the class's tutor, its learner and staff; and each subscription's progress, read
// from the learner's record.
export {
  lessonsOf,
  syllabusOfSubscription,
  writeLesson,
  type LessonClass,
  type LessonInput,
} from './service.ts';
export { progressOf, type SubscriptionOfLearner } from './progress.ts';
