import { useWideScreen } from '@/lib/browser/wide-screen';
import type { AppRoute } from '../route-table';
import { SplitScreen } from '../split/split-screen';
import { splitOf } from '../split/split-routes';
import { Screen } from './screen';

/**
 * A route's screen: a page of its own, or on a wide screen its part of a split view (the same element
 * for the list's route and the pane's, so moving between them keeps the list).
 */
export function RouteScreen({ route }: { route: AppRoute }) {
  const wide = useWideScreen();
  const split = splitOf(route.screen.name);
  if (wide && split) return <SplitScreen split={split} showing={route.screen.name} />;
  const { Component } = route.code;
  return (
    <Screen scoped={route.screen.scoped}>
      <Component />
    </Screen>
  );
}
