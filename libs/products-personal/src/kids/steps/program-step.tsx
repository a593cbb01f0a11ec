import { FormattedMessage, useIntl } from 'react-intl';
import { FormattedPrice } from '@polis/i18n';
import { KitStepForm } from '@polis/product-kit';
import { KIDS_COVER_MONTHS, KIDS_PROGRAMS, type KidsProgram } from '@polis/tariffs';
import { daysFromToday, FormDateField, FormRadioGroup, type StepProps } from '@polis/wizard-core';
import type { KidsSnapshot } from '../model/kids-state';
import { programSchema } from './program.schema';

function Covers({ program }: { program: KidsProgram }) {
  return (
    <FormattedMessage
      id={program.cover.hospital ? 'kids.program.covers.hospital' : 'kids.program.covers'}
      values={{
        death: <FormattedPrice amount={program.cover.death} />,
        injury: <FormattedPrice amount={program.cover.injury} />,
        hospital: <FormattedPrice amount={program.cover.hospital ?? 0} />,
      }}
    />
  );
}

/** Program 74 (default) or 75, per child for 12 months, and the start date. */
export function ProgramStep({ initial, onSubmit }: StepProps<KidsSnapshot, 'program'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <KitStepForm
      initialValues={{ programId: '74' as const, startDate: daysFromToday(1), ...initial }}
      schema={programSchema}
      label={t('kids.step.program')}
      onSubmit={(values) => onSubmit(values)}
    >
      {() => (
        <>
          <FormRadioGroup
            name="programId"
            legend={t('kids.program.legend')}
            appearance="cards"
            options={KIDS_PROGRAMS.map((p) => ({
              value: String(p.id),
              label: (
                <FormattedMessage
                  id={`kids.program.${p.id}`}
                  values={{ price: <FormattedPrice amount={p.premiumUzs} /> }}
                />
              ),
              hint: <Covers program={p} />,
            }))}
          />
          <p className="kit-note">
            <FormattedMessage id="kids.program.term" values={{ months: KIDS_COVER_MONTHS }} />
          </p>
          <FormDateField
            name="startDate"
            label={t('kids.startDate')}
            hint={t('kids.startDate.hint')}
            required
          />
        </>
      )}
    </KitStepForm>
  );
}
