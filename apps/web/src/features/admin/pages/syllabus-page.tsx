import type { AdminProduct } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useAdminRecord } from '../api/queries.ts';
import { ResourceList } from '../components/list/resource-list.tsx';
import { RecordScreen } from '../components/record-screen.tsx';
import { syllabusItems } from '../resources/syllabus.tsx';

/** A course's syllabus: its items in the order tutors teach them; add, edit, move, delete. */
export function SyllabusPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const course = useAdminRecord<AdminProduct>('products', id);
  const name = course.data?.data.name ?? t`Course`;
  usePageMeta(t`Syllabus of ${name} · Back office`);

  return (
    <RecordScreen
      list={{ label: t`Courses`, to: '/admin/courses' }}
      name={name}
      heading={t`Syllabus of ${name}`}
      query={course}
    >
      {(record) => (
        <>
          <p className="mt-1 max-w-prose text-muted">
            <Trans>
              What tutors teach in this course, in this order: ayat to memorise, Qaida lessons or
              units. Tutors record lessons and homework against these items, so an item already
              recorded can be renamed but not deleted.
            </Trans>
          </p>
          <ResourceList
            config={syllabusItems}
            embedded
            fixed={{ product_id: record.id }}
            title={t`Items, in order`}
            createLabel={t`Add an item`}
          />
        </>
      )}
    </RecordScreen>
  );
}
