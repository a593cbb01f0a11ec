import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useIntl } from 'react-intl';
import { object } from 'yup';
import { apiUrl } from '@polis/api-client/testing';
import { sameInEvery } from '../test-utils/name-product';
import { agreeAndSave, setupProductTests } from '../testing';
import { contractSave } from '../frame/contract-save';
import { formStep } from '../frame/form-step';
import type { ProductDefinition } from '../frame/product-definition';
import { fileRefusal } from '../model/error-table';
import { UploadField } from './upload-field';
import { DOCUMENT_ACCEPT, uploadSchema, type Upload } from './upload-rules';

const TEXTS = { 'test.title': 'Test insurance', 'test.step.docs': 'Documents', 'test.scan': 'Passport scan' };
const messages = sameInEvery(TEXTS);

interface Snap {
  docs: { scan: Upload | undefined };
}

function ScanField() {
  const intl = useIntl();
  return (
    <UploadField
      name="scan"
      label={intl.formatMessage({ id: 'test.scan' })}
      hint="JPG, PNG, WebP or PDF, at most 5 MB"
      accept={DOCUMENT_ACCEPT}
    />
  );
}

const PRODUCT: ProductDefinition<Snap> = {
  key: 'test',
  analyticsName: 'Test',
  titleId: 'test.title',
  steps: [
    formStep<Snap, 'docs'>({
      id: 'docs',
      title: 'test.step.docs',
      schema: object({ scan: uploadSchema(DOCUMENT_ACCEPT) }),
      values: (initial) => initial ?? { scan: undefined },
      Fields: ScanField,
    }),
  ],
  errors: { unsupported_file_type: fileRefusal('typeDocument', 'docs', { passport_scan: 'scan' }) },
  check: { url: '/test/check' },
  useSave: contractSave({ method: 'POST', path: '/test/save' }, (s: Snap) => ({
    scan: s.docs.scan?.fileName,
  })),
};

const { renderWizard } = setupProductTests(
  { messages },
  // The server reads the bytes: a renamed file is refused with the field it came in.
  http.post(apiUrl('/test/save'), () =>
    HttpResponse.json(
      {
        error: {
          code: 'unsupported_file_type',
          message: 'The file "passport_scan" must be JPEG, PNG, WEBP, PDF',
          details: { field: 'passport_scan' },
        },
      },
      { status: 415 },
    ),
  ),
);

const made: string[] = [];
const revoked: string[] = [];
beforeEach(() => {
  made.length = 0;
  revoked.length = 0;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:test/${made.length}-${(blob as File).name}`;
    made.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});

const jpeg = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

it('shows a chosen photo with its thumbnail, name and size, and removes it', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderWizard(PRODUCT, '/en/test');
  const input = await screen.findByLabelText(/Passport scan/);
  expect(input).toHaveAttribute('type', 'file');
  await user.upload(input, jpeg('passport.jpg', 300 * 1024));
  const remove = await screen.findByRole('button', { name: 'Remove passport.jpg' });
  const row = remove.parentElement as HTMLElement;
  expect(within(row).getByText('passport.jpg')).toBeVisible();
  expect(within(row).getByText('300 KB')).toBeVisible();
  expect(row.querySelector('img')).toHaveAttribute('src', 'blob:test/0-passport.jpg');

  // Another photo replaces the first: its object URL is let go.
  await user.upload(input, jpeg('second.jpg'));
  expect(await screen.findByText('second.jpg')).toBeVisible();
  expect(revoked).toEqual(['blob:test/0-passport.jpg']);

  await user.click(screen.getByRole('button', { name: 'Remove second.jpg' }));
  expect(screen.queryByText('second.jpg')).not.toBeInTheDocument();
  expect(revoked).toEqual(['blob:test/0-passport.jpg', 'blob:test/1-second.jpg']);
  expect(screen.getByText('Choose a file')).toBeVisible();
});

it('shows a PDF with a file icon, no thumbnail', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderWizard(PRODUCT, '/en/test');
  await user.upload(
    await screen.findByLabelText(/Passport scan/),
    new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }),
  );
  const row = (await screen.findByRole('button', { name: 'Remove scan.pdf' })).parentElement as HTMLElement;
  expect(row.querySelector('img')).toBeNull();
  expect(row.querySelector('.polis-file__thumb--icon')).toHaveTextContent('PDF');
  expect(made).toEqual([]);
});

it('names a refused type and an oversize file with the reason, tied to the input', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderWizard(PRODUCT, '/en/test');
  const input = await screen.findByLabelText(/Passport scan/);
  await user.upload(input, new File(['x'], 'passport.heic', { type: 'image/heic' }));
  expect(
    await screen.findByText('passport.heic: this type is not accepted; use JPG, PNG, WebP or PDF'),
  ).toBeVisible();
  expect(input).toHaveAccessibleDescription(/passport\.heic: this type is not accepted/);
  expect(input).toHaveAttribute('aria-invalid', 'true');

  const big = new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' });
  Object.defineProperty(big, 'size', { value: 7.2 * 1024 * 1024 });
  await user.upload(input, big);
  expect(await screen.findByText('scan.pdf is 7.2 MB; the limit is 5 MB')).toBeVisible();
});

it("shows the API's 415 refusal beside the file it names", async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderWizard(PRODUCT, '/en/test');
  const input = await screen.findByLabelText(/Passport scan/);
  await user.upload(input, jpeg('renamed.jpg'));
  await agreeAndSave(user);
  const message = await screen.findByText(
    'renamed.jpg: this type is not accepted; use JPG, PNG, WebP or PDF',
  );
  expect(message).toHaveAttribute('role', 'alert');
  expect(screen.getByLabelText(/Passport scan/)).toHaveAccessibleDescription(/renamed\.jpg: this type/);
});
