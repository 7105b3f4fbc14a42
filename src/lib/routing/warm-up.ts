import { createContext, useContext } from 'react';

type WarmUp = (href: string) => void;

/**
 * Starts a screen's code and data ahead of a likely visit (a link hovered or focused: that usually
 * precedes the click by a few hundred ms). The app provides it from its route table; features only
 * know the URL they link to.
 */
export const WarmUpContext = createContext<WarmUp>(() => undefined);

export function useWarmUp(): WarmUp {
  return useContext(WarmUpContext);
}
