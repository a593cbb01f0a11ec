import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDispatch } from 'react-redux';
import { api, type AppDispatch } from '@polis/api-client';
import { LocalizedLink } from '@polis/i18n';
import { Button, Modal } from '@polis/ui';
import { FormError } from '../common/form-error';
import type { MessageRef } from '../model/cabinet-errors';
import { removeToken } from '../session/token-store';
import { useDeleteAccountMutation } from './my-data-api';
import { myDataError } from './my-data-errors';

const REMOVED = ['account', 'saved', 'sessions', 'consents'] as const;
const KEPT = ['policies', 'payments', 'claims'] as const;

/** What goes and what stays, said before the customer confirms (and in the dialog again). */
function WhatHappens() {
  return (
    <div className="account-section">
      <h3 className="account-item__title">
        <FormattedMessage id="myData.delete.removedTitle" />
      </h3>
      <ul>
        {REMOVED.map((item) => (
          <li key={item}>
            <FormattedMessage id={`myData.delete.removed.${item}`} />
          </li>
        ))}
      </ul>
      <h3 className="account-item__title">
        <FormattedMessage id="myData.delete.keptTitle" />
      </h3>
      <ul>
        {KEPT.map((item) => (
          <li key={item}>
            <FormattedMessage id={`myData.delete.kept.${item}`} />
          </li>
        ))}
      </ul>
      <p className="account-muted">
        <FormattedMessage id="myData.delete.detached" />
      </p>
    </div>
  );
}

/**
 * "Delete my account": the lists of what is removed and kept, then a confirm dialog (an `alertdialog` whose
 * focused choice keeps the account; Escape keeps it too). Once deleted, the page says so and its link to the
 * login page drops the ended token and every cached answer.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [failure, setFailure] = useState<MessageRef | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const [remove, removing] = useDeleteAccountMutation();
  const dispatch = useDispatch<AppDispatch>();

  const close = () => {
    setFailure(null);
    setOpen(false);
  };
  const confirm = async () => {
    setFailure(null);
    const result = await remove();
    if (result.error) return setFailure(myDataError(result.error));
    setOpen(false);
    setDeleted(true);
  };
  const leave = () => {
    removeToken();
    dispatch(api.util.resetApiState());
  };

  if (deleted)
    return (
      <section className="account-section" aria-labelledby="my-data-deleted">
        <h2 id="my-data-deleted" className="account-section__title">
          <FormattedMessage id="myData.deleted.title" />
        </h2>
        <p role="status" className="account-success">
          <FormattedMessage id="myData.deleted.text" />
        </p>
        <p>
          <LocalizedLink to="login" onClick={leave}>
            <FormattedMessage id="myData.deleted.login" />
          </LocalizedLink>
        </p>
      </section>
    );

  return (
    <section className="account-section" aria-labelledby="my-data-delete">
      <h2 id="my-data-delete" className="account-section__title">
        <FormattedMessage id="myData.delete.title" />
      </h2>
      <WhatHappens />
      <div className="account-actions">
        <Button variant="danger" onClick={() => setOpen(true)}>
          <FormattedMessage id="myData.delete.button" />
        </Button>
      </div>
      <Modal
        open={open}
        onClose={close}
        role="alertdialog"
        size="md"
        initialFocusRef={keep}
        title={<FormattedMessage id="myData.delete.confirmTitle" />}
        description={<FormattedMessage id="myData.delete.confirmText" />}
        footer={
          <>
            <Button ref={keep} variant="secondary" onClick={close}>
              <FormattedMessage id="myData.delete.keep" />
            </Button>
            <Button variant="danger" onClick={confirm} loading={removing.isLoading}>
              <FormattedMessage id="myData.delete.confirm" />
            </Button>
          </>
        }
      >
        <WhatHappens />
        <FormError error={failure} />
      </Modal>
    </section>
  );
}
