import { FormattedMessage } from 'react-intl';
import { Spinner } from '@polis/ui';

export interface FetchedFileProps {
  /** What the file is, as the customer reads it ("Photo 1"). */
  readonly label: string;
  /** The file fetched with the session, as an object URL; undefined while it loads. */
  readonly url: string | undefined;
  readonly failed: boolean;
  readonly contentType: string;
  /** The name a downloaded document gets. */
  readonly fileName: string;
}

/** A stored photo or document of the customer's: the image with its caption, or a link to download it. */
export function FetchedFile({ label, url, failed, contentType, fileName }: FetchedFileProps) {
  if (failed)
    return (
      <p role="alert">
        <FormattedMessage id="account.policy.file.failed" values={{ name: label }} />
      </p>
    );
  if (!url) return <Spinner size="sm" label={label} />;
  if (contentType.startsWith('image/'))
    return (
      <figure className="account-files__figure">
        <img src={url} alt={label} className="account-files__image" />
        <figcaption>{label}</figcaption>
      </figure>
    );
  return (
    <a href={url} download={fileName}>
      <FormattedMessage id="account.policy.file.download" values={{ name: label }} />
    </a>
  );
}
