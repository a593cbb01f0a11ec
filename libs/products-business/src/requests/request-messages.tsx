import type { ReactNode } from 'react';
import { combineMessageSources, ScopedMessages } from '@polis/i18n';
import { wizardMessages } from '@polis/wizard-core';
import { kitMessages } from '@polis/product-kit';
import { businessMessages } from '../business-messages';

const load = combineMessageSources(wizardMessages, kitMessages, businessMessages);

/** The application form's texts (and the form validation's) over the host page's. */
export function RequestMessages({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <ScopedMessages load={load} fallback={fallback}>
      {children}
    </ScopedMessages>
  );
}
