import { lazy, Suspense } from 'react';
import { useLoggedIn } from './logged-in';
import type { SavedPersonPickerProps } from './saved-picker';

// The pickers (and the saved people's call) load for a logged-in customer only.
const PersonPicker = lazy(() => import('./saved-picker').then((m) => ({ default: m.SavedPersonPicker })));
const VehiclePicker = lazy(() => import('./saved-picker').then((m) => ({ default: m.SavedVehiclePicker })));

/** "Fill from my saved people", for a logged-in customer. */
export function SavedPersonSlot(props: SavedPersonPickerProps) {
  return useLoggedIn() ? (
    <Suspense fallback={null}>
      <PersonPicker {...props} />
    </Suspense>
  ) : null;
}

/** "Fill from my saved cars", for a logged-in customer. */
export function SavedVehicleSlot() {
  return useLoggedIn() ? (
    <Suspense fallback={null}>
      <VehiclePicker />
    </Suspense>
  ) : null;
}
