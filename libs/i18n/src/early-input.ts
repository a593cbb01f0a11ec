/**
 * What a visitor typed or chose in a prerendered page's form controls before the app took the page over.
 * React (19, stable) keeps such text in the DOM when it hydrates but does not tell the component: its state
 * still holds the rendered value, and a masked input even writes that value back when it mounts. So the host
 * notes the controls' values right before hydrating (and any input that arrives until a form claims them),
 * and a form replays them into its own state once it is the app's (@polis/wizard-core's StepForm).
 */

/** One control's state as the visitor left it. */
export interface EarlyInput {
  /** Where the control is found again: its id, a radio's `name=value`, else its name. */
  readonly key: string;
  readonly name: string;
  readonly kind: 'text' | 'check' | 'select' | 'file';
  readonly value: string;
  readonly checked: boolean;
  readonly files: readonly File[];
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const noted = new Map<Control, EarlyInput>();
const kept = new Map<string, readonly EarlyInput[]>();
const claimed = new WeakSet<HTMLFormElement>();
let listening = false;

const isControl = (node: unknown): node is Control =>
  typeof HTMLElement !== 'undefined' &&
  (node instanceof HTMLInputElement ||
    node instanceof HTMLSelectElement ||
    node instanceof HTMLTextAreaElement);

function kindOf(control: Control): EarlyInput['kind'] | null {
  if (control instanceof HTMLSelectElement) return 'select';
  if (control instanceof HTMLTextAreaElement) return 'text';
  switch (control.type) {
    case 'checkbox':
    case 'radio':
      return 'check';
    case 'file':
      return 'file';
    case 'hidden':
    case 'submit':
    case 'reset':
    case 'button':
    case 'image':
      return null;
    default:
      return 'text';
  }
}

/** The key a control is found by in a form drawn anew (a radio's id is the place's, not the option's). */
export function earlyInputKey(control: Control): string {
  if (control instanceof HTMLInputElement && control.type === 'radio')
    return `${control.name}=${control.value}`;
  return control.id || control.name;
}

function read(control: Control): EarlyInput | null {
  const kind = kindOf(control);
  if (!kind || !control.name) return null;
  const input = control instanceof HTMLInputElement ? control : null;
  return {
    key: earlyInputKey(control),
    name: control.name,
    kind,
    value: kind === 'file' ? '' : control.value,
    checked: input?.checked ?? false,
    files: kind === 'file' && input?.files ? [...input.files] : [],
  };
}

/** Whether the visitor changed the control from what the HTML had. */
function changed(control: Control): boolean {
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox' || control.type === 'radio')
      return control.checked !== control.defaultChecked;
    if (control.type === 'file') return (control.files?.length ?? 0) > 0;
  }
  return control.value !== control.defaultValue;
}

function note(control: Control) {
  if (control.form && claimed.has(control.form)) return;
  const state = read(control);
  if (state) noted.set(control, state);
}

const onInput = (event: Event) => {
  if (isControl(event.target)) note(event.target);
};

/**
 * Notes what was typed into the forms under `root` (called right before hydrating it), then keeps noting input
 * until stopNotingEarlyInput: typing that arrives while React hydrates reaches the DOM before the components.
 */
export function noteEarlyInput(root: ParentNode): void {
  for (const control of root.querySelectorAll<Control>('input, select, textarea'))
    if (changed(control)) note(control);
  if (listening || typeof document === 'undefined') return;
  listening = true;
  // Capture phase on the document: before React's own listener on the root hands the event on.
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);
}

/** The app has long taken the page over: nothing more to note. */
export function stopNotingEarlyInput(): void {
  noted.clear();
  kept.clear();
  if (!listening) return;
  listening = false;
  document.removeEventListener('input', onInput, true);
  document.removeEventListener('change', onInput, true);
}

/**
 * What was typed into this form's controls before the app had it (in document order), handed over once: from
 * here on the form's own handlers see every keystroke.
 */
export function takeEarlyInput(form: HTMLFormElement): EarlyInput[] {
  claimed.add(form);
  const taken: EarlyInput[] = [];
  for (const [control, state] of noted) {
    if (control.form !== form) continue;
    noted.delete(control);
    if (control.isConnected) taken.push(state);
  }
  return taken;
}

/**
 * A form's early input, kept under the form's name (a wizard step's id) until it is submitted or the first
 * navigation: a form drawn anew in its place meanwhile (an application restored from the server once the page
 * is the app's) replays it over what it restored, so the visitor's latest typing wins field by field.
 */
export function keepEarlyInput(form: string, input: readonly EarlyInput[]): void {
  if (input.length) kept.set(form, input);
}

/** The early input kept for a form, handed over once. */
export function takeKeptEarlyInput(form: string): readonly EarlyInput[] {
  const input = kept.get(form) ?? [];
  kept.delete(form);
  return input;
}

export function forgetEarlyInput(form: string): void {
  kept.delete(form);
}
