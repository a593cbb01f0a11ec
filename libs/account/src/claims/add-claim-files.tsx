import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@polis/ui';
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
    if (files.some((f) => f.size > MAX_FILE_BYTES))
      return setError({ id: 'account.claimForm.error.file_too_large' });
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
        accept={ACCEPT}
        onChange={(event) => setFiles(Array.from(event.currentTarget.files ?? []))}
      />
      <FormError error={error} />
      <Button onClick={submit} loading={isLoading}>
        <FormattedMessage id="account.claimForm.sendFiles" />
      </Button>
    </div>
  );
}
