import { createContext, useContext, useEffect, useRef } from 'react';
import { getIn, setIn, useFormikContext, type FormikTouched, type FormikValues } from 'formik';
import { Checkbox } from '@polis/ui';
import type { WizardStep } from '@polis/wizard-core';
import type { PersonValues } from './person.schema';

type Fields = Readonly<Record<string, string>>;

/** The fields of `PersonFields` of someone typed before (an applicant: without the phone), or null. */
export const personOf = (p: PersonValues | null | undefined) =>
  p ? { passportSery: p.passportSery, passportNumber: p.passportNumber, birthday: p.birthday } : null;

type PersonFieldValues = NonNullable<ReturnType<typeof personOf>>;

const Offered = createContext<PersonValues | null>(null);

/**
 * A step whose fields offer `SamePerson` someone typed on an earlier step (`of` the snapshot, or null): a list
 * step's cards get no snapshot of their own.
 */
export const offerPerson = <Snap,>(
  step: WizardStep<Snap>,
  of: (snapshot: Partial<Snap>) => PersonValues | null | undefined,
): WizardStep<Snap> => ({
  ...step,
  Component: function OfferedPerson(props) {
    return (
      <Offered.Provider value={of(props.snapshot) ?? null}>
        <step.Component {...props} />
      </Offered.Provider>
    );
  },
});

export interface SamePersonProps<P extends Fields> {
  /** Formik path of the tick: a boolean among the step's values (not personal: a draft keeps it). */
  readonly name: string;
  readonly label: string;
  /** Formik path prefix of the fields filled (`drivers.0.`). */
  readonly prefix?: string;
  /**
   * The other person's fields (field -> value), blanked again on untick; null while there is no one to copy.
   * By default the person the step offers (`offerPerson`) as `PersonFields` holds them.
   */
  readonly person?: P | null;
  /** Fields set with the tick and kept on untick (the resident type, the relation "owner"). */
  readonly also?: Fields;
  /** After each copy, given the person's fields: what typed fields get next (a look-up). */
  readonly onCopy?: (person: P) => void;
  /** Fields `onCopy` filled, blanked on untick. */
  readonly clear?: readonly string[];
}

/**
 * "I am the insured", "the owner drives too": one tick fills a person's fields from someone the buyer already
 * typed, as if typed here (touched, validated, `onCopy` runs the look-up typing would). The copy stays honest:
 * coming back after the other person changed copies them again; editing a filled field unticks.
 */
export function SamePerson<P extends Fields = PersonFieldValues>({
  name,
  label,
  prefix = '',
  person: given,
  also = {},
  onCopy,
  clear = [],
}: SamePersonProps<P>) {
  const { values, touched, setValues, setTouched, setFieldValue } = useFormikContext<FormikValues>();
  const offered = personOf(useContext(Offered)) as P | null;
  const person = given === undefined ? offered : given;
  const on = getIn(values, name) === true;
  const wanted: Fields | null = person && { ...person, ...also };
  const keys = Object.keys(wanted ?? {});
  const targets = JSON.stringify(keys.map((k) => getIn(values, prefix + k) as unknown));
  const same = wanted !== null && keys.every((k) => getIn(values, prefix + k) === wanted[k]);
  const copied = useRef<string | null>(null);
  const seen = useRef<string | null>(null);

  const fill = (tick: boolean) => {
    const key = JSON.stringify(wanted);
    const fresh = tick && person !== null && copied.current !== key;
    const blank = (fields: readonly string[]) => Object.fromEntries(fields.map((k) => [k, '']));
    // A new copy starts as freshly typed fields: what a look-up filled for someone else goes with it.
    const set = tick
      ? { ...blank(fresh ? clear : []), ...wanted }
      : blank([...Object.keys(person ?? {}), ...clear]);
    let next: FormikValues = setIn(values, name, tick);
    let marks: FormikTouched<FormikValues> = touched;
    for (const [k, v] of Object.entries(set)) {
      next = setIn(next, prefix + k, v);
      if (tick) marks = setIn(marks, prefix + k, true);
    }
    void setValues(next, true);
    void setTouched(marks, false);
    if (fresh) onCopy?.(person);
    copied.current = tick ? key : null;
  };

  useEffect(() => {
    const first = seen.current === null;
    const edited = !first && seen.current !== targets;
    seen.current = targets;
    if (!on || same) return;
    // Filled fields that no longer hold the person: the person changed since (copy again), or edited (untick).
    if (person && !edited) {
      fill(true);
      return;
    }
    copied.current = null;
    void setFieldValue(name, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on what it compares, not on every render
  }, [on, same, targets]);

  if (!person) return null;
  return (
    <Checkbox
      id={`field-${name.replace(/\W+/g, '-')}`}
      name={name}
      label={label}
      checked={on}
      onChange={(e) => fill(e.target.checked)}
    />
  );
}
