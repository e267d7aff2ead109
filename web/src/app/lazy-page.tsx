import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingBlock } from '../shared/ui/spinner';

/** A lazily loaded page with a spinner while its chunk arrives. */
export function LazyPage({ component: Page }: { component: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <Page />
    </Suspense>
  );
}
