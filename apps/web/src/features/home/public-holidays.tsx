import { SchoolHolidays } from '../../components/classes/school-holidays.tsx';
import { usePublicHolidays } from './api.ts';

/**
 * The school's holidays to come that staff show the public (decision 049), as a quiet notice
 * that no classes are held on their days: the Eids by the site's words, closures by name, each
 * with its Gregorian and Hijri days. Nothing while there are none, or while they cannot be read
 * (the server renders the page with them, so they do not arrive after it).
 */
export function PublicHolidays() {
  const holidays = usePublicHolidays().data?.data.holidays ?? [];
  if (holidays.length === 0) return null;
  return (
    <div className="mx-auto mt-10 max-w-3xl">
      <SchoolHolidays holidays={holidays} />
    </div>
  );
}
