import { useIntl } from 'react-intl';
import { IMAGE_ACCEPT, isUpload, KitStepForm, UploadField } from '@polis/product-kit';
import type { PetKind } from '@polis/tariffs';
import { FormRadioGroup, FormTextField, type StepProps } from '@polis/wizard-core';
import type { PetsSnapshot, Upload } from '../model/pets-state';
import { petSchema } from './pet.schema';

interface PetValues {
  petName: string;
  birthMonth: string;
  kind: PetKind;
  photo: Upload | undefined;
  passportPhoto: Upload | undefined;
}

/** The pet: its name, birth month, kind, a photo and a photo of its veterinary passport. */
export function PetStep({ initial, onSubmit }: StepProps<PetsSnapshot, 'pet'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const start: PetValues = {
    petName: initial?.petName ?? '',
    birthMonth: initial?.birthMonth ?? '',
    kind: initial?.kind ?? 'cat',
    // A file does not survive a reload: only a real one is kept.
    photo: isUpload(initial?.photo) ? initial.photo : undefined,
    passportPhoto: isUpload(initial?.passportPhoto) ? initial.passportPhoto : undefined,
  };
  return (
    <KitStepForm
      initialValues={start}
      schema={petSchema}
      label={t('pets.step.pet')}
      onSubmit={(values) => {
        if (!values.photo || !values.passportPhoto) return;
        onSubmit({
          petName: values.petName.trim(),
          birthMonth: values.birthMonth,
          kind: values.kind,
          photo: values.photo,
          passportPhoto: values.passportPhoto,
        });
      }}
    >
      {() => (
        <>
          <FormTextField name="petName" label={t('pets.petName')} autoComplete="off" required />
          <FormTextField
            name="birthMonth"
            label={t('pets.birthMonth')}
            hint={t('pets.birthMonth.hint')}
            inputMode="numeric"
            required
          />
          <FormRadioGroup
            name="kind"
            legend={t('pets.kind')}
            appearance="inline"
            options={[
              { value: 'cat', label: t('pets.kind.cat') },
              { value: 'dog', label: t('pets.kind.dog') },
            ]}
          />
          <UploadField
            name="photo"
            label={t('pets.photo')}
            hint={t('pets.photo.hint')}
            accept={IMAGE_ACCEPT}
          />
          <UploadField
            name="passportPhoto"
            label={t('pets.passportPhoto')}
            hint={t('pets.photo.hint')}
            accept={IMAGE_ACCEPT}
          />
        </>
      )}
    </KitStepForm>
  );
}
