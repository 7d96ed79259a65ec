import { useLingui } from '@lingui/react/macro';
import { useOptionRows } from '../../api/queries.ts';
import { wordsIn, type OptionSource } from '../resource-config.ts';

/** An option as shown: its words in the page's language. */
interface ShownOption {
  value: string;
  label: string;
}

/** A select's options, fixed or read from a list; `loading` while they are on their way. */
export function useOptions(source: OptionSource | undefined): {
  options: readonly ShownOption[];
  loading: boolean;
} {
  const { i18n } = useLingui();
  const path = source && 'path' in source ? source.path : '';
  const rows = useOptionRows(path, Boolean(path));
  if (!source) return { options: [], loading: false };
  if ('options' in source) {
    return {
      options: source.options.map(({ value, label }) => ({ value, label: wordsIn(i18n, label) })),
      loading: false,
    };
  }
  return {
    options: (rows.data?.data ?? []).map((row) => ({
      value: String(row.id),
      label: source.label(row),
    })),
    loading: rows.isPending,
  };
}

/** The `<option>`s of a select field or a list's filter. */
export function OptionList({ options }: { options: readonly ShownOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
