import { Suspense, useRef, useState } from 'react';
import { Button } from '@/components/button';
import type { ExportButtonProps, ExportRequest } from '@/lib/export/meeting-export';
import { lazyWithPreload } from '@/lib/scheduling/lazy-with-preload';

// The dialog (and, through it, the archive's writer) loads when pointed at or pressed: no screen
// carries it until then.
const { Component: ExportDialog, preload } = lazyWithPreload(() => import('./export-dialog'));

// A failed download is tried again when the button is pressed, and reported then.
const warm = () => void preload().catch(() => undefined);

/** A button that opens the export dialog for the meetings its screen names. */
export function ExportButton({ children, request, disabled }: ExportButtonProps) {
  const [open, setOpen] = useState<ExportRequest | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        onClick={() => setOpen(request())}
        onPointerEnter={warm}
        onFocus={warm}
        disabled={disabled}
        aria-haspopup="dialog"
      >
        {children}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ExportDialog
            request={open}
            onClose={() => {
              setOpen(null);
              // Where it was before the dialog opened, whichever way the dialog went.
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
