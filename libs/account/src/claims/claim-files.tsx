import { FormattedMessage, useIntl } from 'react-intl';
import type { ClaimFile } from '@polis/api-contract';
import { Spinner } from '@polis/ui';
import { useGetClaimFileQuery } from './claims-api';

const GROUPS = new Set(['photo', 'document', 'medical']);

/** The photos and documents of a claim, fetched with the session that filed it. */
export function ClaimFiles({ files, token }: { files: readonly ClaimFile[]; token?: string }) {
  if (files.length === 0) return null;
  return (
    <ul className="account-files">
      {files.map((file, i) => (
        <li key={file.id} className="account-files__item">
          <StoredClaimFile file={file} index={i + 1} token={token} />
        </li>
      ))}
    </ul>
  );
}

function StoredClaimFile({ file, index, token }: { file: ClaimFile; index: number; token?: string }) {
  const intl = useIntl();
  const group = intl.formatMessage({
    id: `account.claimForm.files.${GROUPS.has(file.kind) ? file.kind : 'document'}`,
  });
  const label = `${group} ${index}`;
  const { data, isError } = useGetClaimFileQuery({ id: file.id, token });
  if (isError)
    return (
      <p role="alert">
        <FormattedMessage id="account.policy.file.failed" values={{ name: label }} />
      </p>
    );
  if (!data) return <Spinner size="sm" label={label} />;
  if (file.content_type.startsWith('image/'))
    return (
      <figure className="account-files__figure">
        <img src={data} alt={label} className="account-files__image" />
        <figcaption>{label}</figcaption>
      </figure>
    );
  return (
    <a href={data} download={`${file.kind}-${index}.pdf`}>
      <FormattedMessage id="account.policy.file.download" values={{ name: label }} />
    </a>
  );
}
