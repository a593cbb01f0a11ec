import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SavedPerson, SavedVehicle } from '@polis/api-contract';
import { Button } from '@polis/ui';
import { FactRow } from '../common/fact-row';
import { maskedPassport } from './saved.schema';

export interface ItemActions {
  readonly onRename: () => void;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
  /** The open form of this item (Rename or Edit), in place of its buttons. */
  readonly editor?: ReactNode;
}

/** One saved person or car: its label, what identifies it, and Rename, Edit, Delete (or the open form). */
function SavedItem({
  label,
  badge,
  children,
  onRename,
  onEdit,
  onDelete,
  editor,
}: ItemActions & { label: string; badge?: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  const named = (id: string) => intl.formatMessage({ id }, { label });
  return (
    <li className="account-item account-saved-item">
      <div className="account-item__body">
        <h3 className="account-item__title">{label}</h3>
        {badge ? <p className="account-item__badges">{badge}</p> : null}
        {children}
      </div>
      {editor ?? (
        <div className="account-saved-item__actions">
          <Button
            variant="secondary"
            size="sm"
            onClick={onRename}
            aria-label={named('account.saved.renameNamed')}
          >
            <FormattedMessage id="account.saved.rename" />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={onEdit}
            aria-label={named('account.saved.editNamed')}
          >
            <FormattedMessage id="account.saved.edit" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={named('account.saved.deleteNamed')}
          >
            <FormattedMessage id="account.saved.delete" />
          </Button>
        </div>
      )}
    </li>
  );
}

/** A person: label ("Me" marked), name, the passport masked (`AA ***4567`), birthday. */
export function PersonItem({ person, ...actions }: ItemActions & { person: SavedPerson }) {
  return (
    <SavedItem
      label={person.label}
      badge={
        person.relation === 'me' ? (
          <span className="account-badge account-badge--info">
            <FormattedMessage id="account.saved.me" />
          </span>
        ) : null
      }
      {...actions}
    >
      <dl className="account-facts account-saved-facts">
        {person.name ? (
          <FactRow label={<FormattedMessage id="account.user.name" />}>{person.name}</FactRow>
        ) : null}
        <FactRow label={<FormattedMessage id="account.user.passport" />}>
          <span className="account-nowrap">
            {maskedPassport(person.passport_series, person.passport_number)}
          </span>
        </FactRow>
        <FactRow label={<FormattedMessage id="account.user.birthday" />}>{person.birthday}</FactRow>
      </dl>
    </SavedItem>
  );
}

/** A car: label, plate, model and year when known. */
export function VehicleItem({ vehicle, ...actions }: ItemActions & { vehicle: SavedVehicle }) {
  return (
    <SavedItem label={vehicle.label} {...actions}>
      <dl className="account-facts account-saved-facts">
        <FactRow label={<FormattedMessage id="account.saved.form.plate" />}>
          <span className="account-nowrap">{vehicle.plate}</span>
        </FactRow>
        {vehicle.model ? (
          <FactRow label={<FormattedMessage id="account.saved.form.model" />}>{vehicle.model}</FactRow>
        ) : null}
        {vehicle.year !== null ? (
          <FactRow label={<FormattedMessage id="account.saved.form.year" />}>{vehicle.year}</FactRow>
        ) : null}
      </dl>
    </SavedItem>
  );
}
