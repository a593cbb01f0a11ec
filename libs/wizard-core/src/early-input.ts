import { onHydration } from '@polis/i18n';

/**
 * What a visitor typed or chose in a prerendered step's fields before the app took the page over. React (19,
 * stable) keeps such text in the DOM when it hydrates but does not tell the component: its state still holds
 * the rendered value, and a masked input even writes that value back when it mounts. So the fields' values are
 * noted right before the host hydrates (and any input that arrives until a form claims them), and the step form
 * replays them into its own state once it is the app's (step-form.tsx).
 */

/** One field as the visitor left it: found again by its id (a radio by `name=value`, its id is the place's). */
export interface EarlyInput {
  readonly key: string;
  readonly value: string;
  /** A checkbox's or radio's state; null for the other fields. */
  readonly checked: boolean | null;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const noted = new Map<Field, EarlyInput>();
const kept = new Map<string, readonly EarlyInput[]>();
const claimed = new WeakSet<HTMLFormElement>();
let listening = false;

const isField = (node: unknown): node is Field =>
  node instanceof HTMLInputElement ||
  node instanceof HTMLSelectElement ||
  node instanceof HTMLTextAreaElement;
const isCheck = (field: Field): field is HTMLInputElement =>
  field.type === 'checkbox' || field.type === 'radio';

export const earlyInputKey = (field: Field) =>
  field.type === 'radio' ? `${field.name}=${field.value}` : field.id || field.name;

function note(field: Field) {
  // Files, buttons and hidden fields are left alone (no first step asks for a file).
  if (
    !field.name ||
    (field.form && claimed.has(field.form)) ||
    /file|hidden|submit|reset|button|image/.test(field.type)
  )
    return;
  noted.set(field, {
    key: earlyInputKey(field),
    value: field.value,
    checked: isCheck(field) ? field.checked : null,
  });
}

const onInput = (event: Event) => {
  if (isField(event.target)) note(event.target);
};

/** Whether the visitor changed the field from what the HTML had. */
const changed = (field: Field) =>
  field instanceof HTMLSelectElement
    ? [...field.options].some((option) => option.selected !== option.defaultSelected)
    : isCheck(field)
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;

/** Notes what was typed under the root, then any input until the first navigation (React may hydrate meanwhile). */
function noteEarlyInput(root: ParentNode) {
  for (const field of root.querySelectorAll<Field>('input, select, textarea'))
    if (changed(field)) note(field);
  if (listening) return;
  listening = true;
  // Capture phase on the document: before React's own listener on the root hands the event on.
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);
}

function stopNotingEarlyInput() {
  noted.clear();
  listening = false;
  document.removeEventListener('input', onInput, true);
  document.removeEventListener('change', onInput, true);
}

// A page with a wizard loads this module before it hydrates (its page module imports the step form): the host's
// beginHydration then has it note the typing. Pages without a wizard never load it.
onHydration({ begin: noteEarlyInput, end: stopNotingEarlyInput });

/** What was typed into this form's fields before the app had it, handed over once (the form handles the rest). */
export function takeEarlyInput(form: HTMLFormElement): EarlyInput[] {
  claimed.add(form);
  const taken: EarlyInput[] = [];
  for (const [field, state] of noted)
    if (field.form === form) {
      noted.delete(field);
      taken.push(state);
    }
  return taken;
}

/**
 * A step's early input, kept under the step's id for the next form drawn for a step: drawn anew for this one (an
 * application restored from the server once the page is the app's, which may navigate) it replays the input over
 * what it restored, so the visitor's latest typing wins field by field; any other step drops it, as does the
 * step's submit.
 */
export function keepEarlyInput(step: string, input: readonly EarlyInput[]): void {
  if (input.length) kept.set(step, input);
}

/** The early input kept for a step, handed over once; what other steps kept is dropped. */
export function takeKeptEarlyInput(step: string): readonly EarlyInput[] {
  const input = kept.get(step) ?? [];
  kept.clear();
  return input;
}

export function forgetEarlyInput(step: string): void {
  kept.delete(step);
}

/**
 * Replays the input into the form's fields as the events the visitor's typing would have fired: each field's
 * own handler (a mask, a number choice) turns it into the form's value. React renders a field's value as its
 * `defaultValue`/`defaultChecked`; the tracker React keeps beside it is first set to that value (through the
 * element's own setter) so the replayed event counts as a change.
 */
export function replayEarlyInput(form: HTMLFormElement, input: readonly EarlyInput[]): void {
  const byKey = new Map(input.map((state) => [state.key, state]));
  for (const field of [...form.elements]) {
    const state = isField(field) && !field.disabled ? byKey.get(earlyInputKey(field)) : undefined;
    if (!state || !isField(field)) continue;
    if (field instanceof HTMLSelectElement) {
      field.value = state.value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (isCheck(field)) {
      // A radio is replayed where it was chosen (its group's others follow); a checkbox where it changed.
      if (state.checked === field.defaultChecked || (field.type === 'radio' && !state.checked)) continue;
      field.checked = !state.checked;
      field.click();
    } else if (state.value !== field.defaultValue) {
      field.value = field.defaultValue;
      // The typed text set past React's tracker: the input event then counts as a change.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, state.value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
