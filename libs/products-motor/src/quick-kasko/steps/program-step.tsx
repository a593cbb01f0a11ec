import { FormattedMessage } from 'react-intl';
import { FormattedPrice, useLang, nameIn } from '@polis/i18n';
import { ProgramChoice } from '@polis/product-kit';
import { QUICK_KASKO_DEFAULT_PROGRAM_ID } from '@polis/tariffs';
import type { StepProps } from '@polis/wizard-core';
import { useGetQuickKaskoProgramsQuery } from '../api/quick-kasko-api';
import { QUICK_KASKO_COMPARISON } from '../model/quick-kasko-compare';
import type { QuickKaskoSnapshot } from '../model/quick-kasko-state';

/** Program: `GET /sayt/tez-kasko/programs` (cover and the premium of 12 months), the first by default,
 * and what each covers side by side. */
export function ProgramStep({ initial, onSubmit }: StepProps<QuickKaskoSnapshot, 'program'>) {
  const lang = useLang();
  const query = useGetQuickKaskoProgramsQuery();
  return (
    <ProgramChoice
      query={query}
      programs={query.data?.programs}
      initialId={initial?.programId ?? QUICK_KASKO_DEFAULT_PROGRAM_ID}
      messages={{
        label: 'quickKasko.step.program',
        legend: 'quickKasko.program.legend',
        failed: 'quickKasko.programs.failed',
        retry: 'quickKasko.retry',
      }}
      name={(p) => nameIn(p.name, lang)}
      hint={(p) => (
        <FormattedMessage
          id="quickKasko.program.hint"
          values={{
            premium: <FormattedPrice amount={p.premium} />,
            total: <FormattedPrice amount={p.total} />,
          }}
        />
      )}
      compare={QUICK_KASKO_COMPARISON}
      onChoose={(p) =>
        onSubmit({ programId: p.id, title: nameIn(p.name, lang), premium: p.premium, total: p.total })
      }
    />
  );
}
