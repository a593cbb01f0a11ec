import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '@polis/i18n';
import { Button, Modal, RadioGroup } from '@polis/ui';
import type { InstallmentOffer } from '../model/installment-state';

export interface InstallmentPeriodModalProps {
  readonly open: boolean;
  readonly offer: InstallmentOffer | null;
  readonly selected: number | null;
  readonly error: string | null;
  readonly onChoose: (period: number) => void;
  readonly onSubmit: () => Promise<void>;
  readonly onClose: () => void;
}

/** The periods Uzum Nasiya offers this buyer, each with its monthly payment; the order is placed from here. */
export function InstallmentPeriodModal(props: InstallmentPeriodModalProps) {
  const { open, offer, selected, error, onChoose, onSubmit, onClose } = props;
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const uzs = (amount: number) =>
    intl.formatMessage(
      { id: 'i18n.price.uzs', defaultMessage: '{amount} UZS' },
      { amount: formatPrice(amount) },
    );

  const submit = async () => {
    setBusy(true);
    await onSubmit();
    setBusy(false);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={<FormattedMessage id="payment.installment.periodTitle" />}
    >
      <form
        className="payment-form"
        noValidate
        aria-label={intl.formatMessage({ id: 'payment.installment.periodTitle' })}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <RadioGroup
          legend={<FormattedMessage id="payment.installment.period" />}
          name="installment-period"
          appearance="cards"
          value={selected === null ? '' : String(selected)}
          onChange={(event) => onChoose(Number(event.target.value))}
          options={(offer?.periods ?? []).map((p) => ({
            value: String(p.period),
            label: intl.formatMessage({ id: 'payment.installment.months' }, { count: p.period }),
            hint: intl.formatMessage(
              { id: 'payment.installment.monthly' },
              { monthly: uzs(p.monthly_amount), total: uzs(p.total_amount) },
            ),
          }))}
        />
        {error ? (
          <p className="payment-step__error" role="alert">
            <FormattedMessage id={error} />
          </p>
        ) : null}
        <Button type="submit" loading={busy} disabled={selected === null} block>
          <FormattedMessage id="payment.installment.order" />
        </Button>
      </form>
    </Modal>
  );
}
