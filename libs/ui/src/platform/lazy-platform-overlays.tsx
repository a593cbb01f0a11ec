import { lazy, Suspense } from 'react';
import type { PlatformOverlaysProps } from './platform-overlays';

const Overlays = lazy(() => import('./platform-overlays'));

/**
 * Mount once near the root of each app: the toaster (`notify` shows its toasts there) and the deployment
 * watcher. Both load in their own chunk: no first page needs them, and react-hot-toast keeps toasts raised
 * before it mounts.
 */
export function PlatformOverlays(props: PlatformOverlaysProps) {
  return (
    <Suspense fallback={null}>
      <Overlays {...props} />
    </Suspense>
  );
}
