import { lazy, Suspense } from 'react';
import { Skeleton } from '@polis/ui';
import type { ProgramCompareProps } from './program-compare';

const Table = lazy(() => import('./program-compare').then((m) => ({ default: m.ProgramCompare })));

/**
 * `ProgramCompare` loaded on its own: the table's code is not part of a product page's first download (the
 * route budgets), and arrives while the step's programs are shown.
 */
export function LazyProgramCompare<P extends { readonly id: number }>(props: ProgramCompareProps<P>) {
  return (
    <Suspense fallback={<Skeleton lines={3} />}>
      <Table {...(props as unknown as ProgramCompareProps<{ readonly id: number }>)} />
    </Suspense>
  );
}
