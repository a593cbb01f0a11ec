import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Modal } from '@polis/ui';
import { FormError } from '../common/form-error';
import type { MessageRef } from '../model/cabinet-errors';
import { useRemoveSavedPersonMutation, useRemoveSavedVehicleMutation } from './saved-api';
import { savedRefusal, type SavedKind } from './saved-refusals';

/** The person or car whose deletion is being confirmed. */
export interface Removing {
  readonly kind: SavedKind;
  readonly id: number;
  readonly label: string;
}

export interface DeleteDialogProps {
  readonly removing: Removing | null;
  readonly onClose: () => void;
  /** Deleted (or found gone already): the page says `message` and the list is read again. */
  readonly onDone: (message: MessageRef, tone: 'status' | 'alert') => void;
}

/** "Delete Mum?": the safe choice has the focus, so a stray Enter keeps the person. */
export function DeleteDialog({ removing, onClose, onDone }: DeleteDialogProps) {
  const keep = useRef<HTMLButtonElement>(null);
  const [removePerson, person] = useRemoveSavedPersonMutation();
  const [removeVehicle, vehicle] = useRemoveSavedVehicleMutation();
  const [error, setError] = useState<MessageRef | null>(null);
  const kind = removing?.kind ?? 'person';

  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!removing) return;
    setError(null);
    const result =
      removing.kind === 'person' ? await removePerson(removing.id) : await removeVehicle(removing.id);
    if (!result.error)
      return onDone({ id: 'account.saved.deleted', values: { label: removing.label } }, 'status');
    const refusal = savedRefusal(result.error, removing.kind);
    if (refusal.gone) return onDone(refusal.message, 'alert');
    setError(refusal.message);
  };

  return (
    <Modal
      open={removing !== null}
      onClose={close}
      role="alertdialog"
      size="sm"
      initialFocusRef={keep}
      title={<FormattedMessage id="account.saved.delete.title" values={{ label: removing?.label ?? '' }} />}
      description={
        <FormattedMessage
          id={kind === 'person' ? 'account.saved.delete.personText' : 'account.saved.delete.vehicleText'}
        />
      }
      footer={
        <>
          <Button ref={keep} variant="secondary" onClick={close}>
            <FormattedMessage id="account.saved.delete.keep" />
          </Button>
          <Button variant="danger" onClick={confirm} loading={person.isLoading || vehicle.isLoading}>
            <FormattedMessage id="account.saved.delete.confirm" />
          </Button>
        </>
      }
    >
      <FormError error={error} />
    </Modal>
  );
}
