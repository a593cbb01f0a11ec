import { earlyInputKey, type EarlyInput } from '@polis/i18n';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Sets a control's DOM value without React's value tracker seeing it (the next event then counts as a change). */
function setNativeValue(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(control, value);
}

/**
 * Replays the input into the form's controls as the events the visitor's typing would have fired: each field's
 * own handler (a mask, a number choice, a file check) turns it into the form's value. React renders a
 * control's value as its `defaultValue`/`defaultChecked`; the tracker React keeps beside it is first set to that
 * value (through the element's own setter) so the replayed event counts as a change.
 */
export function replayEarlyInput(form: HTMLFormElement, input: readonly EarlyInput[]): void {
  if (!input.length) return;
  const byKey = new Map(input.map((state) => [state.key, state]));
  const controls = [...form.elements].filter(
    (el): el is Control =>
      el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement,
  );
  for (const control of controls) {
    const state = byKey.get(earlyInputKey(control));
    if (!state || !control.isConnected || control.disabled) continue;
    if (control instanceof HTMLSelectElement) {
      if (state.kind !== 'select') continue;
      control.value = state.value;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (control instanceof HTMLInputElement && state.kind === 'check') {
      // A radio is replayed where it was chosen (its group's others follow); a checkbox where it changed.
      if (state.checked === control.defaultChecked || (control.type === 'radio' && !state.checked)) continue;
      control.checked = !state.checked;
      control.click();
    } else if (control instanceof HTMLInputElement && state.kind === 'file') {
      if (!state.files.length) continue;
      if (control.files?.length !== state.files.length) {
        const transfer = new DataTransfer();
        for (const file of state.files) transfer.items.add(file);
        control.files = transfer.files;
      }
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (state.kind === 'text' && !(control instanceof HTMLSelectElement)) {
      if (state.value === control.defaultValue) continue;
      control.value = control.defaultValue;
      setNativeValue(control, state.value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
