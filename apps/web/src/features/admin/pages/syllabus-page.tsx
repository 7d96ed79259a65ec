import type { AdminProduct } from '@iqra/contracts';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useAdminRecord } from '../api/queries.ts';
import { ResourceList } from '../components/list/resource-list.tsx';
import { RecordScreen } from '../components/record-screen.tsx';
import { syllabusItems } from '../resources/syllabus.tsx';

/** A course's syllabus: its items in the order tutors teach them; add, edit, move, delete. */
export function SyllabusPage() {
  const { id = '' } = useParams();
  const course = useAdminRecord<AdminProduct>('products', id);
  const name = course.data?.data.name ?? 'Course';
  usePageMeta(`Syllabus of ${name} · Back office`);

  return (
    <RecordScreen
      list={{ label: 'Courses', to: '/admin/courses' }}
      name={name}
      heading={`Syllabus of ${name}`}
      query={course}
    >
      {(record) => (
        <>
          <p className="mt-1 max-w-prose text-muted">
            What tutors teach in this course, in this order: ayat to memorise, Qaida lessons or
            units. Tutors record lessons and homework against these items, so an item already
            recorded can be renamed but not deleted.
          </p>
          <ResourceList
            config={syllabusItems}
            embedded
            fixed={{ product_id: record.id }}
            title="Items, in order"
            createLabel="Add an item"
          />
        </>
      )}
    </RecordScreen>
  );
}
