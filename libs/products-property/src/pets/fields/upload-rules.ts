import { mixed } from 'yup';
import type { Upload } from '../model/pets-state';

/** The server's limits (apps/api/src/uploads), checked here first so a wrong file is named at once. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const DOCUMENT_ACCEPT = `${IMAGE_ACCEPT},application/pdf`;

export const isUpload = (value: unknown): value is Upload =>
  typeof value === 'object' && value !== null && (value as Upload).file instanceof File;

/** A required upload of one of `accept`'s types (as the browser names it; the server reads the bytes). */
export const uploadSchema = (accept: string) =>
  mixed<Upload>()
    .test('required', 'wizard.form.required', (value) => isUpload(value))
    .test('size', 'upload.error.tooLarge', (value) => !isUpload(value) || value.size <= MAX_UPLOAD_BYTES)
    .test(
      'type',
      'upload.error.type',
      (value) => !isUpload(value) || accept.split(',').includes(value.file.type),
    );

export const toUpload = (file: File): Upload => ({ file, fileName: file.name, size: file.size });
