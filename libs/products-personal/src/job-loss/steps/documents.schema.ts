import { object } from 'yup';
import { DOCUMENT_ACCEPT, uploadSchema } from '@polis/product-kit';

export const documentsSchema = object({
  workBook: uploadSchema(DOCUMENT_ACCEPT),
  salaryCertificate: uploadSchema(DOCUMENT_ACCEPT),
});
