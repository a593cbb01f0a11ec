import { FormattedMessage, useIntl } from 'react-intl';
import type { CabinetPolicyDetail } from '@polis/api-contract';
import { FetchedFile } from '../common/fetched-file';
import { useGetContractFileQuery } from '../api/account-api';

type PolicyFile = NonNullable<CabinetPolicyDetail['files']>[number];

const KINDS = new Set(['photo', 'passport_photo', 'work_book', 'salary_certificate']);
const kindId = (kind: string) => `account.policy.file.${KINDS.has(kind) ? kind : 'other'}`;

/** The photos and documents uploaded with the application (pets, job loss), fetched with the session. */
export function PolicyFiles({ files }: { files: CabinetPolicyDetail['files'] }) {
  if (!files || files.length === 0) return null;
  return (
    <section className="account-card account-section">
      <h2 className="account-section__title">
        <FormattedMessage id="account.policy.files" />
      </h2>
      <ul className="account-files">
        {files.map((file) => (
          <li key={file.id} className="account-files__item">
            <StoredFile file={file} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function StoredFile({ file }: { file: PolicyFile }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: kindId(file.kind) });
  const { data, isError } = useGetContractFileQuery(file.id);
  const fileName = `${file.kind}.pdf`;
  return (
    <FetchedFile
      label={label}
      url={data}
      failed={isError}
      contentType={file.content_type}
      fileName={fileName}
    />
  );
}
