// A wizard's login in place: its own chunk, loaded when a customer opens it (main.tsx).
export { WizardLogin } from '@polis/account';
