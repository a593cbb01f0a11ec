import { Toaster } from '../overlays/toaster';
import { useDeploymentWatcher, type DeploymentWatcherOptions } from './deployment-watcher';

export type PlatformOverlaysProps = Pick<DeploymentWatcherOptions, 'currentVersion' | 'url'>;

/** The toaster and the new-deployment watcher of a host app (loaded after the first page, see index). */
export default function PlatformOverlays({ currentVersion, url }: PlatformOverlaysProps) {
  useDeploymentWatcher({ currentVersion, url });
  return <Toaster />;
}
