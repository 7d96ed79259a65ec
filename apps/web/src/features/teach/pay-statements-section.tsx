import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { monthName, StatementFiles, StatementView } from '../../components/pay/statement-view.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { usePayMonths, usePayStatement } from './api.ts';
import { ListState, Panel } from './class-parts.tsx';

/**
 * The tutor's pay statements (decision 046): the months they have classes in, and one month's
 * statement with its CSV and PDF. Their own only: the API reads the signed-in tutor's.
 */
export function PayStatementsSection() {
  const { t } = useLingui();
  const { tag } = useFormat();
  const months = usePayMonths();
  const list = months.data?.data ?? [];
  const [chosen, setChosen] = useState<string>();
  const month = chosen ?? list[0]?.month;
  const statement = usePayStatement(month);
  const shown = statement.data?.data;
  return (
    <Panel
      id="pay-statements"
      title={<Trans>Pay statements</Trans>}
      intro={
        <Trans>
          What each month’s classes pay you, under the school’s rules and your rates. A month the
          school has paid is kept as it was paid.
        </Trans>
      }
    >
      <ListState
        pending={months.isPending}
        error={months.error}
        empty={list.length === 0 && t`No classes yet, so no statements.`}
        loading={t`Loading your statements…`}
      />
      {month && (
        <div className="mt-4 space-y-4">
          <div className="flex flex-wrap items-end gap-4">
            <div>
              <label htmlFor="pay-month" className="field-label">
                <Trans>Month</Trans>
              </label>
              <select
                id="pay-month"
                className="field-input"
                value={month}
                onChange={(event) => setChosen(event.target.value)}
              >
                {list.map((item) => (
                  <option key={item.month} value={item.month}>
                    {monthName(item.month, tag)}
                    {item.paid_at ? ` · ${t`paid`}` : ''}
                  </option>
                ))}
              </select>
            </div>
            <StatementFiles path="/api/teach/pay-statement" month={month} />
          </div>
          <ListState
            pending={statement.isPending}
            error={statement.error}
            empty={false}
            loading={t`Loading the statement…`}
          />
          {shown && <StatementView statement={shown} />}
        </div>
      )}
    </Panel>
  );
}
