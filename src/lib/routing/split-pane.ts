import { createContext, useContext } from 'react';

/**
 * Set for a screen shown in the split view's pane, beside its list (wide viewports), rather than as a
 * page of its own: it closes to that list instead of going back, and keeps the list in view.
 */
export const SplitPaneContext = createContext(false);

export function useInSplitPane(): boolean {
  return useContext(SplitPaneContext);
}
