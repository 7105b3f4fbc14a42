import { useParams } from 'react-router-dom';
import { parseScope } from '@/core/scope';
import { useWideScreen } from '@/lib/browser/wide-screen';
import type { AppRoute } from '../route-table';
import { SplitScreen } from '../split/split-screen';
import { splitOf } from '../split/split-routes';
import { NotFound } from './route-error';
import { Screen } from './screen';

/**
 * A route's screen: a page of its own, or on a wide screen its part of a split view (the same element
 * for the list's route and the pane's, so moving between them keeps the list).
 */
export function RouteScreen({ route }: { route: AppRoute }) {
  const wide = useWideScreen();
  const { scope } = useParams();
  // A `:scope` segment is `me` or `workspace`; anything else is a 404, for a page and a split view alike.
  if (route.screen.scoped && !parseScope(scope)) return <NotFound />;
  const split = splitOf(route.screen.name);
  if (wide && split) return <SplitScreen split={split} showing={route.screen.name} />;
  const { Component } = route.code;
  return (
    <Screen>
      <Component />
    </Screen>
  );
}
