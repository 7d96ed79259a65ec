import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { rowLabel, type AdminRow, type Notify, type ResourceConfig } from '../resource-config.ts';
import { MoveButtons } from '../move-buttons.tsx';
import { smallButton, smallDangerButton } from '../ui.ts';

/** A row's Actions cell: each button names the row for screen readers ("Delete Quran"). */
export function RowButtons({
  config,
  row,
  index,
  count,
  moving,
  onMove,
  onEdit,
  onDelete,
  notify,
}: {
  config: ResourceConfig;
  row: AdminRow;
  index: number;
  count: number;
  moving: boolean;
  onMove: (from: number, to: number) => void;
  onEdit: (row: AdminRow) => void;
  onDelete: (row: AdminRow) => void;
  notify: Notify;
}) {
  const { i18n, t } = useLingui();
  const label = rowLabel(config, row, i18n);
  const opens = config.editVerb === 'open';
  const canEdit = Boolean(config.editPath || config.form?.update);
  const Extras = config.extras;
  return (
    <div className="flex items-center gap-2">
      {config.ordered && (
        <MoveButtons
          up={t`Move ${label} up`}
          down={t`Move ${label} down`}
          index={index}
          count={count}
          disabled={moving}
          onMove={onMove}
        />
      )}
      {config.editPath ? (
        <Link
          to={config.editPath(row)}
          className={smallButton}
          aria-label={opens ? t`Open ${label}` : t`Edit ${label}`}
        >
          {opens ? <Trans>Open</Trans> : <Trans>Edit</Trans>}
        </Link>
      ) : (
        canEdit && (
          <button
            type="button"
            className={smallButton}
            aria-label={t`Edit ${label}`}
            onClick={() => onEdit(row)}
          >
            <Trans>Edit</Trans>
          </button>
        )
      )}
      {Extras && <Extras row={row} notify={notify} />}
      {config.canDelete && (
        <button
          type="button"
          className={smallDangerButton}
          aria-label={t`Delete ${label}`}
          onClick={() => onDelete(row)}
        >
          <Trans>Delete</Trans>
        </button>
      )}
    </div>
  );
}
