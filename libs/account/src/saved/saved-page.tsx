import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Messages } from '@polis/i18n';
import type { Lang } from '@polis/routing';
import { Button } from '@polis/ui';
import { wizardMessages } from '@polis/wizard-core';
import { accountMessages } from '../account-messages';
import { AccountScreen } from '../common/account-screen';
import { DashboardPage } from '../common/dashboard-page';
import { EmptyState, ListSkeleton, LoadError } from '../common/list-states';
import type { MessageRef } from '../model/cabinet-errors';
import { DeleteDialog, type Removing } from './delete-dialog';
import { PersonForm } from './person-form';
import { RenameForm } from './rename-form';
import { useGetSavedQuery } from './saved-api';
import type { SavedFormEnd } from './saved-form-parts';
import { PersonItem, VehicleItem } from './saved-items';
import type { SavedKind } from './saved-refusals';
import { VehicleForm } from './vehicle-form';

/** The cabinet's catalogue and the wizards' field rules (passport, birthday, PINFL, phone). */
const loadSavedMessages = async (lang: Lang): Promise<Messages> => {
  const [account, wizard] = await Promise.all([accountMessages[lang](), wizardMessages[lang]()]);
  return { ...wizard, ...account };
};

/** The one open form of the page: a new person or car, or Rename or Edit of one. */
type Editing =
  | { readonly kind: SavedKind; readonly mode: 'add' }
  | { readonly kind: SavedKind; readonly mode: 'edit' | 'rename'; readonly id: number };

interface Notice {
  readonly tone: 'status' | 'alert';
  readonly message: MessageRef;
}

/**
 * `dashboard/saved` (my-saved tab, issue 24): the people and cars the customer keeps to fill applications
 * from. Each with Rename, Edit and Delete (confirmed); "Add a person" and "Add a car". One form is open at a
 * time; what a save did is said at the top of the page.
 */
export function SavedPage() {
  return (
    <AccountScreen load={loadSavedMessages}>
      <Saved />
    </AccountScreen>
  );
}

function Saved() {
  const intl = useIntl();
  const { data, error, isError, refetch } = useGetSavedQuery();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const open = (next: Editing) => {
    setNotice(null);
    setEditing(next);
  };
  const end: SavedFormEnd = {
    onSaved: (message) => {
      setEditing(null);
      setNotice({ tone: 'status', message });
    },
    onGone: (message) => {
      setEditing(null);
      setNotice({ tone: 'alert', message });
    },
    onCancel: () => setEditing(null),
  };
  const isOpen = (kind: SavedKind, mode: Editing['mode'], id?: number) =>
    editing?.kind === kind && editing.mode === mode && (!('id' in editing) || editing.id === id);
  const actionsOf = (kind: SavedKind, id: number, label: string, edit: ReactNode) => ({
    onRename: () => open({ kind, mode: 'rename', id }),
    onEdit: () => open({ kind, mode: 'edit', id }),
    onDelete: () => {
      setNotice(null);
      setRemoving({ kind, id, label });
    },
    editor: isOpen(kind, 'rename', id) ? (
      <RenameForm kind={kind} id={id} label={label} {...end} />
    ) : isOpen(kind, 'edit', id) ? (
      edit
    ) : undefined,
  });

  return (
    <DashboardPage
      title={intl.formatMessage({ id: 'account.saved.title' })}
      lead={intl.formatMessage({ id: 'account.saved.lead' })}
    >
      {notice ? (
        <p className={notice.tone === 'status' ? 'account-success' : 'account-error'} role={notice.tone}>
          <FormattedMessage id={notice.message.id} values={notice.message.values} />
        </p>
      ) : null}
      {isError ? (
        <LoadError error={error} onRetry={refetch} />
      ) : !data ? (
        <ListSkeleton label={<FormattedMessage id="account.saved.loading" />} />
      ) : (
        <div className="account-saved">
          <SavedSection
            id="account-saved-people"
            title={<FormattedMessage id="account.saved.people.title" />}
            addLabel={<FormattedMessage id="account.saved.people.add" />}
            onAdd={() => open({ kind: 'person', mode: 'add' })}
            form={
              isOpen('person', 'add') ? (
                <PersonForm
                  relation={data.people.some((p) => p.relation === 'me') ? 'other' : 'me'}
                  {...end}
                />
              ) : null
            }
            empty={
              <EmptyState
                title={<FormattedMessage id="account.saved.people.empty" />}
                text={<FormattedMessage id="account.saved.people.emptyText" />}
              />
            }
          >
            {data.people.map((person) => (
              <PersonItem
                key={person.id}
                person={person}
                {...actionsOf('person', person.id, person.label, <PersonForm person={person} {...end} />)}
              />
            ))}
          </SavedSection>
          <SavedSection
            id="account-saved-vehicles"
            title={<FormattedMessage id="account.saved.vehicles.title" />}
            addLabel={<FormattedMessage id="account.saved.vehicles.add" />}
            onAdd={() => open({ kind: 'vehicle', mode: 'add' })}
            form={isOpen('vehicle', 'add') ? <VehicleForm {...end} /> : null}
            empty={
              <EmptyState
                title={<FormattedMessage id="account.saved.vehicles.empty" />}
                text={<FormattedMessage id="account.saved.vehicles.emptyText" />}
              />
            }
          >
            {data.vehicles.map((vehicle) => (
              <VehicleItem
                key={vehicle.id}
                vehicle={vehicle}
                {...actionsOf(
                  'vehicle',
                  vehicle.id,
                  vehicle.label,
                  <VehicleForm vehicle={vehicle} {...end} />,
                )}
              />
            ))}
          </SavedSection>
        </div>
      )}
      <DeleteDialog
        removing={removing}
        onClose={() => setRemoving(null)}
        onDone={(message, tone) => {
          setRemoving(null);
          if (editing && 'id' in editing && editing.id === removing?.id && editing.kind === removing.kind)
            setEditing(null);
          setNotice({ tone, message });
        }}
      />
    </DashboardPage>
  );
}

/** People or cars: the title and "Add", the new one's form when open, then the list (or its empty state). */
function SavedSection({
  id,
  title,
  addLabel,
  onAdd,
  form,
  empty,
  children,
}: {
  id: string;
  title: ReactNode;
  addLabel: ReactNode;
  onAdd: () => void;
  form: ReactNode;
  empty: ReactNode;
  children: ReactNode[];
}) {
  return (
    <section className="account-section" aria-labelledby={id}>
      <div className="account-detail__head">
        <h2 id={id} className="account-section__title">
          {title}
        </h2>
        {form ? null : (
          <Button variant="secondary" onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </div>
      {form}
      {children.length > 0 ? <ul className="account-list">{children}</ul> : form ? null : empty}
    </section>
  );
}
