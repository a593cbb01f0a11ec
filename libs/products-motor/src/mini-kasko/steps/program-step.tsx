import { FormattedMessage } from 'react-intl';
import { FormattedPrice, useLang, nameIn } from '@polis/i18n';
import { ProgramChoice } from '@polis/product-kit';
import type { StepProps } from '@polis/wizard-core';
import { useGetMiniKaskoProgramsQuery } from '../api/mini-kasko-api';
import { MINI_KASKO_COMPARISON } from '../model/mini-kasko-compare';
import { DEFAULT_PROGRAM_ID, type MiniKaskoSnapshot } from '../model/mini-kasko-state';

/** Program: the insurer's tariflar (price for 31 days, cover, what it covers side by side), Basic by default. */
export function ProgramStep({ initial, onSubmit }: StepProps<MiniKaskoSnapshot, 'program'>) {
  const lang = useLang();
  const query = useGetMiniKaskoProgramsQuery();
  return (
    <ProgramChoice
      query={query}
      programs={query.data?.tariflar}
      initialId={initial?.programId ?? DEFAULT_PROGRAM_ID}
      messages={{
        label: 'miniKasko.step.program',
        legend: 'miniKasko.program.legend',
        failed: 'miniKasko.programs.failed',
        retry: 'miniKasko.retry',
      }}
      name={(p) => p.name}
      hint={(p) => (
        <>
          <FormattedMessage
            id="miniKasko.program.hint"
            values={{
              premium: <FormattedPrice amount={p.premium} />,
              liability: <FormattedPrice amount={p.liability} />,
            }}
          />{' '}
          {nameIn(p.description, lang)}
        </>
      )}
      compare={MINI_KASKO_COMPARISON}
      onChoose={(p) =>
        onSubmit({ programId: p.id, title: p.name, premium: p.premium, liability: p.liability })
      }
    />
  );
}
