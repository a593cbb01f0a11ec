import { useState, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@polis/ui';
import type { WizardStep } from '@polis/wizard-core';
import { formStep, type FormStepOptions } from './form-step';
import { useKitStep } from './kit-context';
import { KitError } from './kit-error';
import { RemoveItemButton } from './remove-item-button';

/** What one card of a list step gets: its place in the list, its fields' path prefix and its remove button. */
export interface ListCardProps {
  readonly index: number;
  /** Formik path prefix of the card's fields, e.g. `children.0.`. */
  readonly prefix: string;
  /** The card's "remove" button (none while the list holds one). */
  readonly remove: ReactNode;
  /** The card's own refusal (message id): the save's for this item, or one its card set (a look-up). */
  readonly error: string | null;
  readonly setError: (messageId: string | null) => void;
}

export interface ListStepOptions<
  Snap,
  K extends keyof Snap & string,
  Item extends { readonly id: number },
> extends Omit<FormStepOptions<Snap, K>, 'values' | 'Fields'> {
  /** The list's name in the step's values (`children`). */
  readonly field: string;
  /** A new, empty card (a fresh `id` each time: React keys). */
  readonly blank: () => Item;
  readonly max: number;
  readonly Card: ComponentType<ListCardProps>;
  /**
   * Message ids: add a card, remove card `{n}`, the line with the list's `{count}`; optionally a line above the
   * cards (given the `{max}`) and the words under them when a card is not complete.
   */
  readonly messages: {
    readonly add: string;
    readonly remove: string;
    readonly count: string;
    readonly intro?: string;
    readonly incomplete?: string;
  };
}

/** The save's refusals name items by their index; the cards know them by id. */
const byIdOf = (errors: Readonly<Record<number, string>>, items: readonly { readonly id: number }[]) =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([i, m]) => (items[Number(i)] ? [[items[Number(i)].id, m]] : [])),
  );

/**
 * A step that is a list of people or objects (1 to `max` cards): add and remove buttons, the list's own error
 * (a person twice) under the cards, the count announced politely. A draft keeps how many cards there were, and
 * what of each is not personal: the cards come back with the rest blank.
 */
export function listStep<Snap, K extends keyof Snap & string, Item extends { readonly id: number }>({
  field,
  blank,
  max,
  Card,
  messages,
  ...step
}: ListStepOptions<Snap, K, Item>): WizardStep<Snap> {
  const itemsOf = (values: unknown): Item[] => (values as Record<string, Item[] | undefined>)[field] ?? [];
  return formStep<Snap, K>({
    ...step,
    values: (initial) => {
      const held = itemsOf(initial ?? {});
      return { [field]: held.length ? held.map((item) => ({ ...blank(), ...item })) : [blank()] } as Snap[K];
    },
    Fields: function ListFields({ form }) {
      const items = itemsOf(form.values);
      const listError = (form.errors as Record<string, unknown>)[field];
      const set = (next: Item[]) => void form.setFieldValue(field, next);
      // A new refusal of the save replaces the cards' errors; a card clears or sets its own.
      const { itemErrors } = useKitStep();
      const refusal = JSON.stringify(itemErrors);
      const [errors, setErrors] = useState(() => ({ refusal, byId: byIdOf(itemErrors, items) }));
      let byId = errors.byId;
      if (errors.refusal !== refusal) {
        byId = byIdOf(itemErrors, items);
        setErrors({ refusal, byId });
      }
      const setError = (id: number, messageId: string | null) =>
        setErrors(({ refusal: r, byId: { [id]: _dropped, ...rest } }) => ({
          refusal: r,
          byId: messageId ? { ...rest, [id]: messageId } : rest,
        }));
      return (
        <>
          {messages.intro ? (
            <p className="kit-hint">
              <FormattedMessage id={messages.intro} values={{ max }} />
            </p>
          ) : null}
          {items.map((item, index) => (
            <Card
              key={item.id}
              index={index}
              prefix={`${field}.${index}.`}
              error={byId[item.id] ?? null}
              setError={(messageId) => setError(item.id, messageId)}
              remove={
                <RemoveItemButton list={items} index={index} onRemove={set}>
                  <FormattedMessage id={messages.remove} values={{ n: index + 1 }} />
                </RemoveItemButton>
              }
            />
          ))}
          <KitError
            id={
              form.submitCount === 0
                ? null
                : typeof listError === 'string'
                  ? listError
                  : form.isValid
                    ? null
                    : messages.incomplete
            }
          />
          {items.length < max ? (
            <Button type="button" variant="secondary" onClick={() => set([...items, blank()])}>
              <FormattedMessage id={messages.add} />
            </Button>
          ) : null}
          <p className="kit-note" aria-live="polite">
            <FormattedMessage id={messages.count} values={{ count: items.length }} />
          </p>
        </>
      );
    },
  });
}
