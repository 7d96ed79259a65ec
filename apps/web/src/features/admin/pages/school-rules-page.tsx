import { DEFAULT_GRADE_LABELS, GRADES, type Grade, schoolSettingsSchema } from '@iqra/contracts';
import { useState } from 'react';
import { ErrorBanner } from '../../../components/form-field.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { actionErrorMessage } from '../api/queries.ts';
import { useSaveSchoolSettings, useSchoolSettings } from '../api/teaching.ts';
import { ResourceForm } from '../components/form/resource-form.tsx';
import { SuccessStatus } from '../components/notice.tsx';
import type { FieldConfig } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';

// What each grade does, whatever the school calls it: how soon its pages come back for revision.
const GRADE_PLACES: Record<Grade, { label: string; meaning: string }> = {
  excellent: { label: 'Best grade', meaning: 'Its pages wait longest for revision.' },
  very_good: { label: 'Second grade', meaning: 'Its pages come back a little sooner.' },
  good: { label: 'Third grade', meaning: 'Its pages come back sooner still.' },
  repeat: {
    label: 'Lowest grade',
    meaning: 'The lesson is to be repeated: not counted as memorised, its pages come back first.',
  },
};

/** The school's word for one of the four grades; what the grade means does not change. */
function gradeField(grade: Grade): FieldConfig {
  const { label, meaning } = GRADE_PLACES[grade];
  return {
    name: `grade_labels.${grade}`,
    label,
    kind: 'text',
    hint: `${meaning} Default: “${DEFAULT_GRADE_LABELS[grade]}”.`,
  };
}

const RULE_FIELDS: FieldConfig[] = [
  {
    name: 'notice_hours',
    label: 'Notice to cancel or move a class (hours)',
    kind: 'number',
    hint: 'Learners may cancel or move a class until this long before it; later, it counts as taken.',
  },
  {
    name: 'makeup_weeks',
    label: 'Make-up classes are booked within (weeks)',
    kind: 'number',
    hint: 'A class we cancel or a tutor misses is made up within this many weeks of it.',
  },
  ...GRADES.map((grade) => gradeField(grade)),
  {
    name: 'tutors_propose_certificates',
    label: 'Tutors may propose certificates',
    kind: 'checkbox',
    hint: 'A tutor proposes one for a learner they teach, on their Teach page; staff approve or decline it on the Certificates screen.',
  },
];

/**
 * The school's rules for changing classes, its words for the grades and whether tutors propose
 * certificates, `GET`/`PUT /api/admin/school-settings`.
 */
export function SchoolRulesPage() {
  usePageMeta(`${SCREENS.schoolRules.title} · Back office`);
  const settings = useSchoolSettings();
  const save = useSaveSchoolSettings();
  const [saved, setSaved] = useState<string>();
  const rules = settings.data?.data;

  return (
    <>
      <h1 className="text-2xl sm:text-3xl">{SCREENS.schoolRules.title}</h1>
      <p className="mt-1 max-w-2xl text-muted">{SCREENS.schoolRules.description}</p>
      {rules ? (
        <section className="card mt-6 max-w-3xl p-5 sm:p-6">
          <ResourceForm
            // A fresh form after each save, holding what the server kept.
            key={JSON.stringify(rules)}
            idPrefix="rules"
            fields={RULE_FIELDS}
            mode="edit"
            schema={schoolSettingsSchema}
            record={rules}
            submitLabel="Save rules"
            onSubmit={async (values) => {
              setSaved(undefined);
              await save.mutateAsync(values);
              setSaved('The school’s rules are saved.');
            }}
          />
          <SuccessStatus message={saved} />
        </section>
      ) : settings.isError ? (
        <div className="mt-4">
          <ErrorBanner message={actionErrorMessage(settings.error)} />
        </div>
      ) : (
        <PageLoading />
      )}
    </>
  );
}
