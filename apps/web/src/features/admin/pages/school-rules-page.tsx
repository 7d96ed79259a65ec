import {
  DEFAULT_GRADE_LABELS,
  GRADES,
  PAY_OUTCOMES,
  type Grade,
  schoolSettingsSchema,
} from '@iqra/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { ErrorBanner } from '../../../components/form-field.tsx';
import { PAY_OUTCOME_NAMES } from '../../../components/pay/outcome-names.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { actionErrorMessage } from '../api/queries.ts';
import { useSaveSchoolSettings, useSchoolSettings } from '../api/teaching.ts';
import { ResourceForm } from '../components/form/resource-form.tsx';
import { SuccessStatus } from '../components/notice.tsx';
import { TIME_ZONE_OPTIONS } from '../components/fields/time-zone-select.tsx';
import type { FieldConfig } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';

// What each grade does, whatever the school calls it: how soon its pages come back for revision.
const GRADE_PLACES: Record<Grade, { label: MessageDescriptor; meaning: MessageDescriptor }> = {
  excellent: { label: msg`Best grade`, meaning: msg`Its pages wait longest for revision.` },
  very_good: { label: msg`Second grade`, meaning: msg`Its pages come back a little sooner.` },
  good: { label: msg`Third grade`, meaning: msg`Its pages come back sooner still.` },
  repeat: {
    label: msg`Lowest grade`,
    meaning: msg`The lesson is to be repeated: not counted as memorised, its pages come back first.`,
  },
};

/** The school's word for one of the four grades; what the grade means does not change. */
function gradeField(i18n: I18n, grade: Grade): FieldConfig {
  const { label, meaning } = GRADE_PLACES[grade];
  const sense = i18n._(meaning);
  const defaultLabel = DEFAULT_GRADE_LABELS[grade];
  return {
    name: `grade_labels.${grade}`,
    label: i18n._(label),
    kind: 'text',
    hint: i18n._(msg`${sense} Default: “${defaultLabel}”.`),
  };
}

/** The form's fields, in the page's language. */
const ruleFields = (i18n: I18n): FieldConfig[] => [
  {
    name: 'notice_hours',
    label: i18n._(msg`Notice to cancel or move a class (hours)`),
    kind: 'number',
    hint: i18n._(
      msg`Learners may cancel or move a class until this long before it; later, it counts as taken.`,
    ),
  },
  {
    name: 'makeup_weeks',
    label: i18n._(msg`Make-up classes are booked within (weeks)`),
    kind: 'number',
    hint: i18n._(msg`A class we cancel or a tutor misses is made up within this many weeks of it.`),
  },
  {
    name: 'pause_weeks',
    label: i18n._(msg`Weeks of pause a year granted on asking`),
    kind: 'number',
    hint: i18n._(
      msg`A learner’s pause is granted at once while their plan’s pauses in the year stay within this many weeks; a longer one waits for staff on the Pauses screen. 0: staff decide every pause.`,
    ),
  },
  {
    name: 'holiday_rule',
    label: i18n._(msg`A class a school holiday takes`),
    kind: 'radio',
    source: {
      options: [
        { value: 'extend_plan', label: msg`moves its plan’s end on by one class` },
        { value: 'makeup_credit', label: msg`gives its learner a make-up credit` },
      ],
    },
    hint: i18n._(
      msg`For holidays confirmed or changed from now on (the School calendar). Either way, the learner loses no class.`,
    ),
  },
  ...GRADES.map((grade) => gradeField(i18n, grade)),
  {
    name: 'tutors_propose_certificates',
    label: i18n._(msg`Tutors may propose certificates`),
    kind: 'checkbox',
    hint: i18n._(
      msg`A tutor proposes one for a learner they teach, on their Teach page; staff approve or decline it on the Certificates screen.`,
    ),
  },
  {
    name: 'time_zone',
    label: i18n._(msg`The school’s time zone`),
    kind: 'select',
    source: TIME_ZONE_OPTIONS,
    hint: i18n._(
      msg`The school’s days and months are counted on this clock: its figures, and the months tutors are paid for. Changing it moves every day’s boundary, past ones too; once a tutor’s month has been paid, it can no longer change.`,
    ),
  },
  {
    name: 'paid_outcomes',
    label: i18n._(msg`A tutor is paid for a class when it was`),
    kind: 'checkboxes',
    source: {
      options: PAY_OUTCOMES.map((outcome) => ({
        value: outcome,
        label: PAY_OUTCOME_NAMES[outcome],
      })),
    },
    hint: i18n._(
      msg`A class nobody has recorded yet is never paid until it is. “Excused” is a learner who gave notice inside the notice window; one who gave more notice cancelled the class. Changes apply to every month not yet paid.`,
    ),
  },
];

/**
 * The school's rules for changing classes, its words for the grades, whether tutors propose
 * certificates, its clock and what pays a tutor, `GET`/`PUT /api/admin/school-settings`.
 */
export function SchoolRulesPage() {
  const { t, i18n } = useLingui();
  const title = i18n._(SCREENS.schoolRules.title);
  const description = i18n._(SCREENS.schoolRules.description);
  usePageMeta(t`${title} · Back office`);
  const fields = useMemo(() => ruleFields(i18n), [i18n]);
  const settings = useSchoolSettings();
  const save = useSaveSchoolSettings();
  const [saved, setSaved] = useState<string>();
  const rules = settings.data?.data;

  return (
    <>
      <h1 className="text-2xl sm:text-3xl">{title}</h1>
      <p className="mt-1 max-w-2xl text-muted">{description}</p>
      {rules ? (
        <section className="card mt-6 max-w-3xl p-5 sm:p-6">
          <ResourceForm
            // A fresh form after each save, holding what the server kept.
            key={JSON.stringify(rules)}
            idPrefix="rules"
            fields={fields}
            mode="edit"
            schema={schoolSettingsSchema}
            record={rules}
            submitLabel={t`Save rules`}
            onSubmit={async (values) => {
              setSaved(undefined);
              await save.mutateAsync(values);
              setSaved(t`The school’s rules are saved.`);
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
