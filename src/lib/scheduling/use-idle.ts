import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * False until the browser has been idle once since the component mounted: for work the first screen
 * does not need (a request, a chunk), which would otherwise run in the same long task as the
 * screen's own effects.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
