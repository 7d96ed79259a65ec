import type { Schedule, Subscription } from '@iqra/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { useId, type ReactNode } from 'react';
import { useFormat } from '../../i18n/use-format.ts';
import { englishOf } from '../../components/in-english.ts';
import { truncate } from '../../lib/format.ts';

const TABLE_CLASS = 'min-w-[44rem]';

function ScheduleStatus({ status }: { status: Schedule['status'] }) {
  const active = status === 'active';
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap font-semibold ${
        active ? 'text-success' : 'text-danger'
      }`}
    >
      <i className={`pi ${active ? 'pi-check-circle' : 'pi-times-circle'} text-sm`} aria-hidden />
      {active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
    </span>
  );
}

/** The spec's 'Schedule Details': the subscription's classes, in the viewer's own time zone. */
export function ScheduleDialog({
  subscription,
  visible,
  onClose,
}: {
  subscription: Subscription | null;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const newTabNote = useId();
  const schedules = subscription?.schedules ?? [];

  const columns: { key: string; header: string; cell: (row: Schedule) => ReactNode }[] = [
    { key: 'title', header: t`Title`, cell: (row) => row.title },
    {
      key: 'link',
      header: t`Link`,
      cell: (row) => (
        <a
          href={row.link}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={newTabNote}
          className="text-primary underline"
        >
          {truncate(row.link, 30)}
        </a>
      ),
    },
    {
      key: 'starts',
      header: t`Starts at`,
      cell: (row) => <time dateTime={row.started_at}>{format.dateTime(row.started_at)}</time>,
    },
    {
      key: 'ends',
      header: t`Ends at`,
      cell: (row) => <time dateTime={row.ended_at}>{format.dateTime(row.ended_at)}</time>,
    },
    { key: 'status', header: t`Status`, cell: (row) => <ScheduleStatus status={row.status} /> },
  ];

  return (
    <Dialog
      header={t`Schedule Details`}
      visible={visible}
      onHide={onClose}
      // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS sizes
      style={{ width: '50rem' }}
      // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS sizes
      breakpoints={{ '640px': 'calc(100vw - 1.5rem)' }}
      ariaCloseIconLabel={t`Close schedule details`}
      draggable={false}
      resizable={false}
      dismissableMask
      footer={
        <button type="button" className="btn btn-outline" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      }
    >
      {subscription && (
        <p className="mb-4 text-muted">
          <span {...englishOf(subscription.product, 'name')}>{subscription.product.name}</span> ·{' '}
          <span {...englishOf(subscription.tier, 'name')}>{subscription.tier.name}</span>
        </p>
      )}
      {schedules.length === 0 ? (
        <p>
          <Trans>No schedules available for this subscription.</Trans>
        </p>
      ) : (
        <>
          <span id={newTabNote} hidden>
            <Trans>Opens in a new tab</Trans>
          </span>
          <div className="max-sm:hidden">
            <DataTable value={schedules} dataKey="id" size="small" tableClassName={TABLE_CLASS}>
              {columns.map((column) => (
                <Column key={column.key} header={column.header} body={column.cell} />
              ))}
            </DataTable>
          </div>
          {/* Five columns do not fit a phone: one card per class there instead. */}
          <ul className="space-y-3 sm:hidden">
            {schedules.map((row) => (
              <li key={row.id} className="rounded-lg border border-line p-3">
                <h3 className="font-semibold">{row.title}</h3>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
                  {columns.slice(1).map((column) => (
                    <div key={column.key} className="contents">
                      <dt className="text-muted">{column.header}</dt>
                      <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}
