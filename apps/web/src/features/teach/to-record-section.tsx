import { useClassesToRecord } from './api.ts';
import { shortDay, timeRange } from './clock.ts';
import { classWhen, learnerOf, ListState, Panel, type OpenAction } from './class-parts.tsx';

/** Classes over for a day or more that the tutor has not recorded, oldest first. */
export function ToRecordSection({ zone, onAction }: { zone: string; onAction: OpenAction }) {
  const toRecord = useClassesToRecord();
  const rows = toRecord.data?.classes;
  return (
    <Panel
      id="teach-to-record"
      title="To record"
      intro="Classes that ended over a day ago without attendance or a note."
    >
      <ListState
        pending={toRecord.isPending}
        error={toRecord.error}
        empty={rows?.length === 0 && 'Nothing to record.'}
        loading="Loading classes to record…"
      />
      {rows && rows.length > 0 && (
        <ul className="mt-4 space-y-3">
          {rows.map((item) => (
            <li key={item.id} className="card flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  <time dateTime={item.starts_at}>
                    {shortDay(item.starts_at, zone)},{' '}
                    {timeRange(item.starts_at, item.ends_at, zone)}
                  </time>
                </p>
                <p className="break-words text-sm text-muted">
                  {learnerOf(item)} · {item.course ?? item.title}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-primary px-3 text-sm"
                aria-haspopup="dialog"
                aria-label={`Record class ${classWhen(item, zone)}`}
                onClick={(event) => onAction('record', item, event.currentTarget)}
              >
                <i className="pi pi-pencil" aria-hidden />
                Record
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
