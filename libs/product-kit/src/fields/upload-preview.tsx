import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Upload } from './upload-rules';

/**
 * An object URL of an image file while it is shown: made after mount (no `window` while prerendering), revoked
 * when the file is replaced or the field unmounts, so a chosen photo's bytes are not held after it goes.
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
export function useFileSize() {
  const intl = useIntl();
  return (bytes: number) =>
    bytes < 1024 * 1024
      ? intl.formatMessage({ id: 'upload.size.kb' }, { size: Math.max(1, Math.round(bytes / 1024)) })
      : intl.formatMessage(
          { id: 'upload.size.mb' },
          { size: intl.formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 }) },
        );
}

/** The chosen file: a thumbnail of a photo (a document's icon otherwise), its name and size, and Remove. */
export function UploadPreview({ upload, onRemove }: { upload: Upload; onRemove: () => void }) {
  const intl = useIntl();
  const url = useObjectUrl(upload.file);
  const size = useFileSize();
  return (
    <div className="upload-field__file">
      {url ? (
        <img className="upload-field__thumb" src={url} alt="" width={48} height={48} />
      ) : (
        // A document (the only other type the fields take is PDF): its format as the icon.
        <span className="upload-field__thumb upload-field__thumb--icon" aria-hidden="true">
          PDF
        </span>
      )}
      <span className="upload-field__file-text">
        <span className="upload-field__file-name">{upload.fileName}</span>
        <span className="upload-field__file-size">{size(upload.size)}</span>
      </span>
      <button
        type="button"
        className="upload-field__remove"
        aria-label={intl.formatMessage({ id: 'upload.remove' }, { name: upload.fileName })}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
