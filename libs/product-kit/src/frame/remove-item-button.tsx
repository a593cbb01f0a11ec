import type { ReactNode } from 'react';
import { Button } from '@polis/ui';

export interface RemoveItemButtonProps<T> {
  /** The list field's items and the index of this one. */
  readonly list: readonly T[];
  readonly index: number;
  /** Gets the list without this item (the step's form sets it). */
  readonly onRemove: (rest: T[]) => void;
  readonly children: ReactNode;
}

/** The small "remove" button of one item of a list of people or objects; none while the list holds only one. */
export function RemoveItemButton<T>({ list, index, onRemove, children }: RemoveItemButtonProps<T>) {
  if (list.length < 2) return null;
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      onClick={() => onRemove(list.filter((_, j) => j !== index))}
    >
      {children}
    </Button>
  );
}
