import { useParams } from 'react-router-dom';
import { parseScope } from '@/core/scope';
import { useWideViewport } from '@/lib/browser/wide-viewport';
import type { AppRoute } from '../route-table';
import { SplitPages } from '../split/split-pages';
import { splitOf } from '../split/split-routes';
import { NotFound } from './route-error';
import { PageBoundary } from './page-boundary';

/**
 * What a route renders: its page alone, or on a wide viewport its part of a split view (the same element
 * for the list's route and the pane's, so moving between them keeps the list).
 */
export function RouteElement({ route }: { route: AppRoute }) {
  const wide = useWideViewport();
  const { scope } = useParams();
  // A `:scope` segment is `me` or `workspace`; anything else is a 404, for a page and a split view alike.
  if (route.screen.scoped && !parseScope(scope)) return <NotFound />;
  const split = splitOf(route.screen.name);
  if (wide && split) return <SplitPages split={split} showing={route.screen.name} />;
  const { Component } = route.code;
  return (
    <PageBoundary>
      <Component />
    </PageBoundary>
  );
}
