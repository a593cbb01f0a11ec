import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MyDataCounts } from '@polis/api-contract';
import { Button } from '@polis/ui';
import { FormError } from '../common/form-error';
import { FactRow } from '../common/fact-row';
import { ListSkeleton, LoadError } from '../common/list-states';
import type { MessageRef } from '../model/cabinet-errors';
import { useCabinetUser } from '../session/session-gate';
import { useExportMyDataMutation, useGetMyDataSummaryQuery } from './my-data-api';
import { myDataError } from './my-data-errors';
import { saveFile } from './save-file';
import { When } from './when';

const COUNTS: readonly (keyof MyDataCounts)[] = [
  'saved_people',
  'saved_vehicles',
  'policies',
  'claims',
  'business_requests',
  'consents',
  'sessions',
];

/** "What we keep": the account and counts of each kind, and "Download my data" (one JSON file). */
export function KeptSummary() {
  const user = useCabinetUser();
  const { data, error, isError, refetch } = useGetMyDataSummaryQuery();
  const [exportData, exporting] = useExportMyDataMutation();
  const [failure, setFailure] = useState<MessageRef | null>(null);

  const download = async () => {
    setFailure(null);
    const result = await exportData();
    exporting.reset();
    if (result.error) return setFailure(myDataError(result.error));
    saveFile(result.data.text, result.data.name);
  };

  return (
    <section className="account-section" aria-labelledby="my-data-kept">
      <h2 id="my-data-kept" className="account-section__title">
        <FormattedMessage id="myData.kept.title" />
      </h2>
      {isError ? (
        <LoadError error={error} onRetry={refetch} />
      ) : !data ? (
        <ListSkeleton label={<FormattedMessage id="myData.kept.loading" />} rows={1} />
      ) : (
        <dl className="account-facts">
          <FactRow label={<FormattedMessage id="myData.kept.account" />}>
            <FormattedMessage
              id="myData.kept.accountValue"
              values={{ phone: `+${user.phone}`, since: <When iso={data.account_created_at} /> }}
            />
          </FactRow>
          {COUNTS.map((key) => (
            <FactRow key={key} label={<FormattedMessage id={`myData.kept.${key}`} />}>
              {data.counts[key]}
            </FactRow>
          ))}
        </dl>
      )}
      <p className="account-section__text">
        <FormattedMessage id="myData.export.text" />
      </p>
      <Button variant="secondary" onClick={download} loading={exporting.isLoading}>
        <FormattedMessage id="myData.export.button" />
      </Button>
      <FormError error={failure} />
    </section>
  );
}
