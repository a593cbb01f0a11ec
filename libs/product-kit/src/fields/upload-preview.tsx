import { FilePreview } from '@polis/ui';
import type { Upload } from './upload-rules';

/** The chosen file of a kit upload field: the design system's preview (thumbnail, name, size, Remove). */
export function UploadPreview({ upload, onRemove }: { upload: Upload; onRemove: () => void }) {
  return <FilePreview file={upload.file} name={upload.fileName} size={upload.size} onRemove={onRemove} />;
}
