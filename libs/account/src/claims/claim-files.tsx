import { useIntl } from 'react-intl';
import type { ClaimFile } from '@polis/api-contract';
import { FetchedFile } from '../common/fetched-file';
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
  const fileName = `${file.kind}-${index}.pdf`;
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
