import { Suspense, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { WizardLoginProps } from '@polis/shell';
import { Modal, Spinner } from '@polis/ui';

export interface KitLoginProps extends WizardLoginProps {
  /** The host's login steps (the cabinet's phone and SMS code). */
  readonly Login: ComponentType<WizardLoginProps>;
}

/** The host's login in a modal over the wizard, which stays as it is meanwhile. */
export function KitLogin({ Login, onLoggedIn, onCancel }: KitLoginProps) {
  const intl = useIntl();
  return (
    <Modal open onClose={onCancel} title={intl.formatMessage({ id: 'kit.login.title' })}>
      <Suspense fallback={<Spinner />}>
        <Login onLoggedIn={onLoggedIn} onCancel={onCancel} />
      </Suspense>
    </Modal>
  );
}
