import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import './file-preview.css';

/**
 * An object URL of an image file while it is shown: made after mount (no `window` while prerendering), revoked
 * when the file is replaced or the preview unmounts, so a chosen photo's bytes are not held after it goes.
 */
function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || !file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return;
    let made: string;
    try {
      made = URL.createObjectURL(file);
    } catch {
      // A file of another realm (a test DOM under Node) has no URL here: the file's icon stands in.
      return;
    }
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}

/** A file's size as people read it: KB under a megabyte, MB with one decimal above. */
export function useFileSize(): (bytes: number) => string {
  const intl = useIntl();
  return (bytes: number) =>
    bytes < 1024 * 1024
      ? intl.formatMessage(
          { id: 'ui.file.kb', defaultMessage: '{size} KB' },
          { size: Math.max(1, Math.round(bytes / 1024)) },
        )
      : intl.formatMessage(
          { id: 'ui.file.mb', defaultMessage: '{size} MB' },
          { size: intl.formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 }) },
        );
}

export interface FilePreviewProps {
  /** The chosen file (a thumbnail when it is a photo); absent for a file known by name only. */
  readonly file?: File;
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  readonly onRemove: () => void;
}

/** A chosen file: a thumbnail of a photo (a document's icon otherwise), its name and size, and Remove. */
export function FilePreview({ file, name, size, onRemove }: FilePreviewProps) {
  const intl = useIntl();
  const url = useObjectUrl(file);
  const sizeText = useFileSize();
  return (
    <div className="polis-file">
      {url ? (
        <img className="polis-file__thumb" src={url} alt="" width={48} height={48} />
      ) : (
        // A document (the only other type the pickers take is PDF): its format as the icon.
        <span className="polis-file__thumb polis-file__thumb--icon" aria-hidden="true">
          PDF
        </span>
      )}
      <span className="polis-file__text">
        <span className="polis-file__name">{name}</span>
        <span className="polis-file__size">{sizeText(size)}</span>
      </span>
      <button
        type="button"
        className="polis-file__remove"
        aria-label={intl.formatMessage({ id: 'ui.file.remove', defaultMessage: 'Remove {name}' }, { name })}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
