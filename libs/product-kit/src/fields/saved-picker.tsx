import { useState } from 'react';
import { useIntl } from 'react-intl';
import { setIn, useFormikContext, type FormikTouched, type FormikValues } from 'formik';
import type { SavedPerson, SavedVehicle } from '@polis/api-contract';
import { Select } from '@polis/ui';
import { displayPhone } from '@polis/wizard-core';
import { useLoggedIn } from './logged-in';
import { useWizardSavedQuery } from './saved-api';

/** Sets fields as typed: values, touched, validated (the step's look-ups then run as for typed ones). */
function useFill() {
  const { values, touched, setValues, setTouched } = useFormikContext<FormikValues>();
  return (fields: Readonly<Record<string, string>>) => {
    let next = values;
    let marks: FormikTouched<FormikValues> = touched;
    for (const [path, value] of Object.entries(fields)) {
      next = setIn(next, path, value);
      marks = setIn(marks, path, true);
    }
    void setValues(next, true);
    void setTouched(marks, false);
  };
}

function Picker<T extends { id: number }>({
  id,
  label,
  items,
  text,
  onPick,
}: {
  readonly id: string;
  readonly label: string;
  readonly items: readonly T[];
  readonly text: (item: T) => string;
  readonly onPick: (item: T) => void;
}) {
  const intl = useIntl();
  const [chosen, setChosen] = useState('');
  return (
    <Select
      id={id}
      className="kit-saved-picker"
      label={label}
      placeholder={intl.formatMessage({ id: 'kit.saved.choose' })}
      options={items.map((item) => ({ value: String(item.id), label: text(item) }))}
      value={chosen}
      onChange={(e) => {
        setChosen(e.target.value);
        const item = items.find((i) => String(i.id) === e.target.value);
        if (item) onPick(item);
      }}
    />
  );
}

export interface SavedPersonPickerProps {
  /** Formik path prefix of the person's fields (`drivers.0.`). */
  readonly prefix?: string;
  readonly phone?: boolean;
  readonly pinfl?: boolean;
  /** A step with fields of its own: the Formik paths and values a saved person fills. */
  readonly map?: (person: SavedPerson) => Readonly<Record<string, string>>;
}

/**
 * "Fill from my saved people": for a logged-in customer with saved people, one choice fills the person's
 * passport, birthday (and the phone and PINFL when asked) as if typed. Nothing for anyone else.
 */
export function SavedPersonPicker({
  prefix = '',
  phone = false,
  pinfl = false,
  map,
}: SavedPersonPickerProps) {
  const intl = useIntl();
  const loggedIn = useLoggedIn();
  const { data } = useWizardSavedQuery(undefined, { skip: !loggedIn });
  const fill = useFill();
  const people = data?.people ?? [];
  if (!loggedIn || people.length === 0) return null;
  const me = intl.formatMessage({ id: 'kit.saved.me' });
  return (
    <Picker<SavedPerson>
      id={`saved-person-${prefix.replace(/\W+/g, '-') || 'one'}`}
      label={intl.formatMessage({ id: 'kit.saved.pickPerson' })}
      items={people}
      text={(p) => (p.relation === 'me' ? `${p.label} (${me})` : p.label)}
      onPick={(p) =>
        fill(
          map
            ? map(p)
            : {
                [`${prefix}passportSery`]: p.passport_series,
                [`${prefix}passportNumber`]: p.passport_number,
                [`${prefix}birthday`]: p.birthday,
                ...(phone && p.phone ? { [`${prefix}phone`]: displayPhone(p.phone) } : {}),
                ...(pinfl && p.pinfl ? { [`${prefix}pinfl`]: p.pinfl } : {}),
              },
        )
      }
    />
  );
}

/** "Fill from my saved cars": the plate and the tech passport, as if typed (the look-up follows as usual). */
export function SavedVehiclePicker() {
  const intl = useIntl();
  const loggedIn = useLoggedIn();
  const { data } = useWizardSavedQuery(undefined, { skip: !loggedIn });
  const fill = useFill();
  const vehicles = data?.vehicles ?? [];
  if (!loggedIn || vehicles.length === 0) return null;
  return (
    <Picker<SavedVehicle>
      id="saved-vehicle"
      label={intl.formatMessage({ id: 'kit.saved.pickVehicle' })}
      items={vehicles}
      text={(v) => (v.label === v.plate ? v.plate : `${v.label} · ${v.plate}`)}
      onPick={(v) =>
        fill({ gosNumber: v.plate, techSery: v.tech_passport_series, techNumber: v.tech_passport_number })
      }
    />
  );
}
