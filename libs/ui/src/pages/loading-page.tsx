import type { ReactNode } from 'react';
import { Spinner } from '../feedback/spinner';
import './pages.css';

/** Fills the content area while a lazy route or its first data loads. */
export function LoadingPage({ label }: { label?: ReactNode }) {
  return (
    <div className="polis-loading-page">
      <Spinner size="lg" label={label} />
    </div>
  );
}
