import { FormattedMessage, useIntl } from 'react-intl';
import { KitStepForm } from '@polis/product-kit';
import { KIDS_MAX_CHILDREN } from '@polis/tariffs';
import { Button } from '@polis/ui';
import type { StepProps } from '@polis/wizard-core';
import { blankChild, type KidsSnapshot } from '../model/kids-state';
import { ChildCard } from './child-card';
import { kidsSchema } from './kids.schema';
import '../../personal.css';

type Values = KidsSnapshot['kids'];

/** A draft keeps how many children there were, not who: the cards come back blank. */
const restored = (initial: Partial<Values> | undefined): Values => ({
  children: initial?.children?.length
    ? initial.children.map((c) => ({ ...blankChild(), ...c }))
    : [blankChild()],
});

/** The children (1 to 5, aged 1-17), each as in the birth certificate. */
export function KidsStep({ initial, onSubmit }: StepProps<KidsSnapshot, 'kids'>) {
  const intl = useIntl();
  return (
    <KitStepForm<Values>
      initialValues={restored(initial)}
      schema={kidsSchema}
      label={intl.formatMessage({ id: 'kids.step.kids' })}
      onSubmit={(values) => onSubmit(values)}
    >
      {(form) => (
        <>
          {form.values.children.map((child, index) => (
            <ChildCard
              key={child.id}
              index={index}
              onRemove={
                form.values.children.length > 1
                  ? () =>
                      void form.setFieldValue(
                        'children',
                        form.values.children.filter((c) => c.id !== child.id),
                      )
                  : null
              }
            />
          ))}
          {typeof form.errors.children === 'string' && form.submitCount > 0 ? (
            <p className="kit-error" role="alert">
              <FormattedMessage id={form.errors.children} />
            </p>
          ) : null}
          {form.values.children.length < KIDS_MAX_CHILDREN ? (
            <Button
              type="button"
              variant="secondary"
              onClick={() => void form.setFieldValue('children', [...form.values.children, blankChild()])}
            >
              <FormattedMessage id="kids.child.add" />
            </Button>
          ) : null}
          <p className="personal-total" aria-live="polite">
            <FormattedMessage id="kids.children.count" values={{ count: form.values.children.length }} />
          </p>
        </>
      )}
    </KitStepForm>
  );
}
