import { Link } from 'react-router';
import type { AdminRow, Notify, ResourceConfig } from '../resource-config.ts';
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
  const label = config.label(row);
  const canEdit = Boolean(config.editPath || config.form?.update);
  const Extras = config.extras;
  return (
    <div className="flex items-center gap-2">
      {config.ordered && (
        <MoveButtons name={label} index={index} count={count} disabled={moving} onMove={onMove} />
      )}
      {config.editPath ? (
        <Link
          to={config.editPath(row)}
          className={smallButton}
          aria-label={`${config.editLabel ?? 'Edit'} ${label}`}
        >
          {config.editLabel ?? 'Edit'}
        </Link>
      ) : (
        canEdit && (
          <button
            type="button"
            className={smallButton}
            aria-label={`Edit ${label}`}
            onClick={() => onEdit(row)}
          >
            Edit
          </button>
        )
      )}
      {Extras && <Extras row={row} notify={notify} />}
      {config.canDelete && (
        <button
          type="button"
          className={smallDangerButton}
          aria-label={`Delete ${label}`}
          onClick={() => onDelete(row)}
        >
          Delete
        </button>
      )}
    </div>
  );
}
