// Runs in every jsdom test file: DOM matchers and the browser APIs jsdom lacks.
require('@testing-library/jest-dom');
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// jest-fixed-jsdom swaps in Node's FormData (for fetch), which cannot read a jsdom <form>. React 19 builds
// `new FormData(form, submitter)` when a submit handler starts a transition (react-router's navigate does),
// so a form element is read field by field here, as a browser would.
if (typeof window !== 'undefined' && typeof FormData !== 'undefined') {
  const NodeFormData = FormData;
  globalThis.FormData = class FormDataFromForm extends NodeFormData {
    constructor(form, submitter) {
      super();
      if (!(form instanceof window.HTMLFormElement)) return;
      for (const el of Array.from(form.elements)) {
        if (!el.name || el.disabled) continue;
        if ((el.type === 'checkbox' || el.type === 'radio') && !el.checked) continue;
        if (el.type === 'submit' || el.type === 'button') {
          if (el === submitter) this.append(el.name, el.value);
          continue;
        }
        this.append(el.name, el.value);
      }
    }
  };
}
