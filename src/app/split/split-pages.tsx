import type { MouseEvent } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { SplitView, SplitViewPlaceholder } from '@/components/split-view';
import { requestFocusOn } from '@/lib/keyboard/focus-request';
import { SplitPaneContext } from '@/lib/routing/split-pane';
import { PageBoundary } from '../routes/page-boundary';
import { matchScreen, type ScreenName } from '@/screens/screen-list';
import type { SplitRoutes } from './split-routes';

interface SplitPagesProps {
  split: SplitRoutes;
  /** The route the URL names: the list alone, or the list with its pane. */
  showing: ScreenName;
}

/**
 * On a wide viewport, the list's page and the pane's, side by side. Rendered the same for both routes, so the list stays mounted (its
 * scroll, filters and loaded pages) while the pane changes; each has its own error boundary.
 */
export function SplitPages({ split, showing }: SplitPagesProps) {
  const { pathname } = useLocation();
  const { scope } = useParams();
  const { Component: List } = split.list.code;
  const { Component: Pane } = split.pane.code;

  // Opening from the list (click, Enter, o) takes focus into the pane once it shows the meeting.
  const onListClick = (event: MouseEvent<HTMLDivElement>) => {
    const href = event.target instanceof Element ? event.target.closest('a[href]')?.getAttribute('href') : null;
    // The router prevented the default: it is opening the link here (not in a new tab).
    if (!href || !event.defaultPrevented) return;
    const [path = ''] = href.split('?');
    if (matchScreen(path)?.screen === split.pane.screen) requestFocusOn(path);
  };

  return (
    <SplitView
      paneLabel={split.pane.beside.label}
      paneKey={showing === split.pane.screen.name ? pathname : ''}
      onListClick={onListClick}
      list={
        <PageBoundary resetKey={scope}>
          <List />
        </PageBoundary>
      }
      pane={
        showing === split.pane.screen.name ? (
          <PageBoundary>
            <SplitPaneContext value>
              <Pane />
            </SplitPaneContext>
          </PageBoundary>
        ) : (
          <SplitViewPlaceholder>{split.pane.beside.empty}</SplitViewPlaceholder>
        )
      }
    />
  );
}
