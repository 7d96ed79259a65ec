import { Trans, useLingui } from '@lingui/react/macro';
import { useClassesToRecord } from './api.ts';
import { ClassTime, ListState, Panel, useClassWords, type OpenAction } from './class-parts.tsx';
import { englishOf } from '../../components/in-english.ts';

/** Classes over for a day or more that the tutor has not recorded, oldest first. */
export function ToRecordSection({ zone, onAction }: { zone: string; onAction: OpenAction }) {
  const { t } = useLingui();
  const { learnerOf, clock } = useClassWords();
  const toRecord = useClassesToRecord();
  const rows = toRecord.data?.classes;
  return (
    <Panel
      id="teach-to-record"
      title={t`To record`}
      intro={t`Classes that ended over a day ago without attendance or a note.`}
    >
      <ListState
        pending={toRecord.isPending}
        error={toRecord.error}
        empty={rows?.length === 0 && t`Nothing to record.`}
        loading={t`Loading classes to record…`}
      />
      {rows && rows.length > 0 && (
        <ul className="mt-4 space-y-3">
          {rows.map((item) => {
            const learner = learnerOf(item);
            const when = clock.dayAndTime(item.starts_at, zone);
            return (
              <li key={item.id} className="card flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <ClassTime starts={item.starts_at} ends={item.ends_at} zone={zone} />
                  <p className="break-words text-sm text-muted">
                    <bdi>{learner}</bdi> ·{' '}
                    <bdi {...englishOf(item, 'course')}>{item.course ?? item.title}</bdi>
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-primary px-3 text-sm"
                  aria-haspopup="dialog"
                  aria-label={t`Record class with ${learner} on ${when}`}
                  onClick={(event) => onAction('record', item, event.currentTarget)}
                >
                  <i className="pi pi-pencil" aria-hidden />
                  <Trans>Record</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
