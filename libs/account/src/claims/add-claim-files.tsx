import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, FilePreview } from '@polis/ui';
import { FormError } from '../common/form-error';
import { claimError } from '../model/claim-errors';
import type { MessageRef } from '../model/cabinet-errors';
import { MAX_FILE_BYTES } from './file-rules';
import { fileParts, useAddClaimFilesMutation } from './claims-api';

const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';
const MAX_FILES = 4;

/** The documents the adjuster asked for (a claim in `documents_required`), added to the same claim. */
export function AddClaimFiles({ claimId, token }: { claimId: number; token?: string }) {
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<MessageRef | null>(null);
  const [add, { isLoading }] = useAddClaimFilesMutation();

  const submit = async () => {
    setError(null);
    if (files.length === 0) return setError({ id: 'account.claimForm.error.file_required' });
    if (files.length > MAX_FILES) return setError({ id: 'account.claimForm.error.tooMany' });
    const big = files.find((f) => f.size > MAX_FILE_BYTES);
    if (big)
      return setError({
        id: 'account.claimForm.error.fileTooLarge',
        values: { name: big.name, size: Math.round((big.size / (1024 * 1024)) * 10) / 10 },
      });
    const parts = await fileParts(Object.fromEntries(files.map((file, i) => [`document_${i + 1}`, file])));
    const result = await add({ id: claimId, files: parts, token });
    if (result.error) setError(claimError(result.error).message);
    else setFiles([]);
  };

  return (
    <div className="account-form account-claim-files">
      <label htmlFor={id}>
        <FormattedMessage id="account.claimForm.addFiles" />
      </label>
      <input
        id={id}
        type="file"
        multiple
        className="account-claim-files__input"
        accept={ACCEPT}
        onChange={(event) => {
          const input = event.currentTarget;
          const picked = Array.from(input.files ?? []);
          setFiles((kept) => [...kept, ...picked]);
          input.value = '';
        }}
      />
      <label htmlFor={id} className="account-claim-files__button" aria-hidden="true">
        <FormattedMessage id="account.claimForm.files.choose" />
      </label>
      {files.length > 0 ? (
        <ul className="account-claim-files__list">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`}>
              <FilePreview
                file={file}
                name={file.name}
                size={file.size}
                onRemove={() => setFiles((kept) => kept.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <FormError error={error} />
      <Button onClick={submit} loading={isLoading}>
        <FormattedMessage id="account.claimForm.sendFiles" />
      </Button>
    </div>
  );
}
