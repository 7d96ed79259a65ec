// The learning record's public face: a class's lesson written with its recording, and read
// back by the class's tutor, its learner and staff; each subscription's progress, and a
// learner's progress through the mushaf, read from the learner's record.
export {
  gradeChoices,
  gradeLabels,
  homeworkToPrepare,
  lessonsOf,
  storedGradeLabels,
  syllabusOfSubscription,
  writeLesson,
  type LessonClass,
  type LessonInput,
} from './service.ts';
export { progressOf, type SubscriptionOfLearner } from './progress.ts';
export { learnerProgress } from './learner-progress.ts';
