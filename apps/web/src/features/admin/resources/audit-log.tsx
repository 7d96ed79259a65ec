import { AUDIT_ENTITIES, type AdminAudit } from '@iqra/contracts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AuditDetails } from '../components/row-actions.tsx';
import { defineResource, wordsIn } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { whenColumn } from './columns.tsx';
import { auditAction, recordKind } from './record-kinds.ts';

function RecordKind({ entity }: { entity: string }) {
  const { i18n } = useLingui();
  return wordsIn(i18n, recordKind(entity));
}

function Action({ action }: { action: string }) {
  const { i18n } = useLingui();
  return wordsIn(i18n, auditAction(action));
}

export const auditLog = defineResource<AdminAudit>({
  ...SCREENS.auditLog,
  resource: 'audit-log',
  singular: msg`entry`,
  label: (row) => `${row.action} ${row.entity} ${row.entity_id ?? ''}`.trim(),
  defaultSort: '-created_at' as const,
  searchHint: msg`action, entity or staff email`,
  filters: [
    {
      name: 'entity',
      label: msg`Record kind`,
      source: {
        options: AUDIT_ENTITIES.map((entity) => ({ value: entity, label: recordKind(entity) })),
      },
    },
  ],
  columns: [
    whenColumn('created_at' as const, msg`When`, true),
    {
      field: 'actor',
      header: msg`By`,
      body: (row) => row.actor?.email ?? <Trans>The system</Trans>,
    },
    { field: 'action', header: msg`Action`, body: (row) => <Action action={row.action} /> },
    {
      field: 'entity',
      header: msg({ message: 'Record', context: 'audit' }),
      body: (row) => <RecordKind entity={row.entity} />,
    },
    { field: 'entity_id' as const, header: msg`Id`, body: (row) => row.entity_id ?? '—' },
  ],
  extras: AuditDetails,
});
