import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { OptionList, useOptions } from '../fields/options.tsx';
import { wordsIn, type FilterConfig, type ResourceConfig } from '../resource-config.ts';

/** The list's heading (h1 on its own screen, h2 inside another), then Export CSV and New. */
export function ListHeader({
  config,
  idPrefix,
  heading,
  embedded,
  headingRef,
  exporting,
  onExport,
  newLabel,
  onNew,
}: {
  config: ResourceConfig;
  idPrefix: string;
  heading: string;
  embedded: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  exporting: boolean;
  onExport: () => void;
  /** The New button's words; none, no button. */
  newLabel: string | undefined;
  onNew: () => void;
}) {
  const { i18n } = useLingui();
  const Heading = embedded ? 'h2' : 'h1';
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <Heading
          id={`${idPrefix}-heading`}
          ref={headingRef}
          tabIndex={-1}
          className={embedded ? 'text-xl outline-none' : 'text-2xl outline-none sm:text-3xl'}
        >
          {heading}
        </Heading>
        {config.description && !embedded && (
          <p className="mt-1 max-w-2xl text-muted">{i18n._(config.description)}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {config.exportable && (
          <button
            type="button"
            className="btn btn-outline"
            onClick={onExport}
            disabled={exporting}
            aria-busy={exporting}
          >
            <i className={`pi ${exporting ? 'pi-spin pi-spinner' : 'pi-download'}`} aria-hidden />
            <Trans>Export CSV</Trans>
          </button>
        )}
        {newLabel && (
          <button type="button" className="btn btn-primary" onClick={onNew}>
            <i className="pi pi-plus" aria-hidden />
            {newLabel}
          </button>
        )}
      </div>
    </div>
  );
}

function FilterSelect({
  filter,
  value,
  idPrefix,
  onChange,
}: {
  filter: FilterConfig;
  value: string;
  idPrefix: string;
  onChange: (value: string) => void;
}) {
  const { i18n, t } = useLingui();
  const { options, loading } = useOptions(filter.source);
  const id = `${idPrefix}-filter-${filter.name}`;
  return (
    <div className="min-w-40 flex-1 sm:flex-none">
      <label htmlFor={id} className="field-label">
        {wordsIn(i18n, filter.label)}
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        aria-busy={loading}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t`All`}</option>
        <OptionList options={options} />
      </select>
    </div>
  );
}

/** The search box (not for a list kept in order: it shows every row) and the filters. */
export function ListFilters({
  config,
  idPrefix,
  heading,
  searchable,
  filters,
  draft,
  onDraft,
  values,
  onFilter,
}: {
  config: ResourceConfig;
  idPrefix: string;
  heading: string;
  searchable: boolean;
  /** The filters staff choose (not those the screen fixes). */
  filters: FilterConfig[];
  draft: string;
  onDraft: (draft: string) => void;
  values: Record<string, string>;
  onFilter: (name: string, value: string) => void;
}) {
  const { i18n, t } = useLingui();
  if (!searchable && filters.length === 0) return null;
  const list = heading.toLowerCase();
  const searchHint = config.searchHint && i18n._(config.searchHint);
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      {searchable && (
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor={`${idPrefix}-search`} className="field-label">
            <Trans>Search {list}</Trans>
          </label>
          <input
            id={`${idPrefix}-search`}
            type="search"
            className="field-input"
            value={draft}
            placeholder={searchHint ? t`By ${searchHint}` : undefined}
            onChange={(event) => onDraft(event.target.value)}
          />
        </div>
      )}
      {filters.map((filter) => (
        <FilterSelect
          key={filter.name}
          filter={filter}
          idPrefix={idPrefix}
          value={values[filter.name] ?? ''}
          onChange={(value) => onFilter(filter.name, value)}
        />
      ))}
    </div>
  );
}
