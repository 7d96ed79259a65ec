import { AUDIT_ENTITIES, type AdminAudit } from '@iqra/contracts';
import { AuditDetails } from '../components/row-actions.tsx';
import { defineResource } from '../components/resource-config.ts';
import { SCREENS } from '../menu.ts';
import { entityName } from '../utils/names.ts';
import { whenColumn } from './columns.tsx';

export const auditLog = defineResource<AdminAudit>({
  ...SCREENS.auditLog,
  resource: 'audit-log',
  singular: 'entry',
  label: (row) => `${row.action} ${row.entity} ${row.entity_id ?? ''}`.trim(),
  defaultSort: '-created_at',
  searchHint: 'action, entity or staff email',
  filters: [
    {
      name: 'entity',
      label: 'Record kind',
      source: {
        options: AUDIT_ENTITIES.map((entity) => ({ value: entity, label: entityName(entity) })),
      },
    },
  ],
  columns: [
    whenColumn('created_at', 'When', true),
    { field: 'actor', header: 'By', body: (row) => row.actor?.email ?? 'The system' },
    { field: 'action', header: 'Action' },
    { field: 'entity', header: 'Record', body: (row) => entityName(row.entity) },
    { field: 'entity_id', header: 'Id', body: (row) => row.entity_id ?? '—' },
  ],
  extras: AuditDetails,
});
