import { mixed } from 'yup';

/**
 * A chosen file. The application in progress keeps its bytes on the server (`model/server-draft.ts`), so a
 * reload gives it back as a file.
 */
export interface Upload {
  readonly file: File;
  readonly fileName: string;
  readonly size: number;
}

/** The server's limits (apps/api/src/uploads), checked here first so a wrong file is named at once. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const DOCUMENT_ACCEPT = `${IMAGE_ACCEPT},application/pdf`;

export const isUpload = (value: unknown): value is Upload =>
  typeof value === 'object' && value !== null && (value as Upload).file instanceof File;

/**
 * A required upload of one of `accept`'s types. The messages name the file (`{name}`, `{size}`, `{limit}`: the
 * upload field gives them) as the browser names it; the server reads the bytes.
 */
export const uploadSchema = (accept: string) =>
  mixed<Upload>()
    .test('required', 'wizard.form.required', (value) => isUpload(value))
    .test('size', 'upload.refused.tooLarge', (value) => !isUpload(value) || value.size <= MAX_UPLOAD_BYTES)
    .test(
      'type',
      accept.includes('application/pdf') ? 'upload.refused.typeDocument' : 'upload.refused.type',
      (value) => !isUpload(value) || accept.split(',').includes(value.file.type),
    );

export const toUpload = (file: File): Upload => ({ file, fileName: file.name, size: file.size });

/**
 * The file as the runtime's FormData takes it: a browser's File is a Blob; a File from another realm (a
 * test DOM) is read into one.
 */
export async function uploadBlob(upload: Upload): Promise<Blob> {
  const value: unknown = upload.file;
  if (value instanceof Blob) return value;
  const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(upload.file);
  });
  return new Blob([bytes], { type: upload.file.type });
}
