import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

function printMedia(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
}

/**
 * True while the page is being printed (or previewed for print). What only renders part of itself on
 * screen (the virtualised transcript) renders in full then. `beforeprint` is handled synchronously:
 * the browser lays the page out for print as soon as its handlers return. The print media query
 * covers print emulation and browsers that print without the event.
 */
export function usePrintMode(): boolean {
  const [printing, setPrinting] = useState(() => printMedia()?.matches ?? false);
  useEffect(() => {
    const media = printMedia();
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(media?.matches ?? false);
    const change = () => flushSync(() => setPrinting(media?.matches ?? false));
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    media?.addEventListener('change', change);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      media?.removeEventListener('change', change);
    };
  }, []);
  return printing;
}
