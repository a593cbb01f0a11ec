// A wizard's login in place: its own chunk, loaded when a visitor opens it (site-app.ts).
export { WizardLogin } from '@polis/account';
