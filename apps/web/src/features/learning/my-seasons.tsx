import { SeasonsPanel } from '../../components/seasons/seasons-panel.tsx';
import { MY_SEASONS, useMySubscriptions } from './api.ts';

/** "Ramadan / seasonal timetable" under the learner's own courses (decision 049). */
export function MySeasons() {
  const courses = useMySubscriptions().data?.data ?? [];
  return <SeasonsPanel addresses={MY_SEASONS} subscriptions={courses} />;
}
