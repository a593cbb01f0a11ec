import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { CheckKind, IssuedPolicy, SavedContract } from '@polis/payment';
import type { WizardStep } from '@polis/wizard-core';
import type { ErrorTable } from '../model/error-table';
import type { SummaryFact } from './purchase-summary';

/** The steps the frame adds after a product's own: the payment of the saved application, the download. */
export interface KitSnapshot {
  readonly payment: SavedContract;
  readonly download: IssuedPolicy;
}

export type SaveResult = { readonly contract: SavedContract } | { readonly error: unknown };

export interface SaveOptions {
  /** One key per attempt: a double click or a retry after a lost answer does not save twice. */
  readonly idempotencyKey: string;
  /** The server's price after a refused save (422 price_mismatch), to be confirmed. */
  readonly amountUzs?: number;
  /** The application in progress it is saved from (`X-Draft-Id`): its payment deletes the draft. */
  readonly draftId?: string;
  /** The buyer's e-mail for the policy, when given (checked): the body's `email` (`withEmail`). */
  readonly email?: string;
}

/** Everything the frame needs to know of a product; the steps hold the rest. */
export interface ProductDefinition<Snap> {
  /** Product key: funnel item id, draft key, contract product. */
  readonly key: string;
  /** Name in analytics reports (one language). */
  readonly analyticsName: string;
  /** Message ids of the page title and lead. */
  readonly titleId: string;
  readonly leadId?: string;
  /**
   * Key of the rules PDF (`/api/rules/{key}/{lang}.pdf`); the product key by default. A function when the
   * answers decide which rules apply (housing programs under the premium property rules).
   */
  readonly rulesKey?: string | ((snapshot: Partial<Snap>) => string);
  readonly steps: readonly WizardStep<Snap>[];
  readonly errors: ErrorTable<string | number>;
  /**
   * Message id of the error modal's text on a server fault (5xx) or a code the table does not name; the
   * kit's general apology (`kit.error.modal`) by default. A table entry `modal(id)` shows its own text.
   */
  readonly faultMessage?: string;
  /** The product's payment check call. */
  readonly check: CheckKind;
  /** Bump when the shape of the steps' values changes: an old draft is then ignored. */
  readonly draftVersion?: number;
  /** The price the customer sees for these answers, when known (funnel, summary). */
  readonly quote?: (snapshot: Partial<Snap>) => number | undefined;
  /** Key facts shown on the payment step (period, start date, what is insured). */
  readonly summary?: (snapshot: Partial<Snap>, intl: IntlShape) => readonly SummaryFact[];
  /** A step title that depends on the answers (OSAGO: relatives or drivers); the step's own otherwise. */
  readonly titleOf?: (id: string, snapshot: Partial<Snap>) => string | undefined;
  /** What the answers so far look like, shown between the stepper and the step (the car found). */
  readonly aside?: (snapshot: Partial<Snap>, active: string) => ReactNode;
  /**
   * Changes a submission makes to later steps' values (OSAGO: a company owner has no named drivers and
   * no accident cover). Pure: returns the later steps' new values.
   */
  readonly after?: (id: string, values: unknown, snapshot: Partial<Snap>) => Partial<Snap>;
  /** The save call as a hook (it uses the product's mutation). */
  readonly useSave: () => (snapshot: Partial<Snap>, options: SaveOptions) => Promise<SaveResult>;
}
