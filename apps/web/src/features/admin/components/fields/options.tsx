import { useOptionRows } from '../../api/queries.ts';
import type { Option, OptionSource } from '../resource-config.ts';

/** A select's options, fixed or read from a list; `loading` while they are on their way. */
export function useOptions(source: OptionSource | undefined): {
  options: readonly Option[];
  loading: boolean;
} {
  const path = source && 'path' in source ? source.path : '';
  const rows = useOptionRows(path, Boolean(path));
  if (!source) return { options: [], loading: false };
  if ('options' in source) return { options: source.options, loading: false };
  return {
    options: (rows.data?.data ?? []).map((row) => ({
      value: String(row.id),
      label: source.label(row),
    })),
    loading: rows.isPending,
  };
}

/** The `<option>`s of a select field or a list's filter. */
export function OptionList({ options }: { options: readonly Option[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
