import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { useNotifications } from '@/components/notifications';
import { sentence } from '@/components/sentence';
import { requestFocusOn } from '@/lib/keyboard/focus-request';
import { isKeyboardItem, moveFocus, openCurrent, rememberFocusedItem } from '@/lib/keyboard/list-items';
import { runPageCommand } from '@/lib/keyboard/shortcut-handlers';
import { createShortcutReader, type ShortcutCommand } from '@/lib/keyboard/shortcut-reader';
import { lazyWithPreload, type LazyWithPreload } from '@/lib/scheduling/lazy-with-preload';
import { meetingLinks } from '@/screens/meetings';
import { searchLinks } from '@/screens/search';
import { taskLinks } from '@/screens/tasks';
import type { Scope } from '@/core/scope';
import { matchScreen } from '@/screens/screen-list';
import type { ShortcutDialogProps } from './dialog-props';

type DialogName = 'palette' | 'help';

const LOADERS: Record<DialogName, () => Promise<ComponentType<ShortcutDialogProps>>> = {
  palette: () => import('../command-palette/command-palette').then((module) => module.CommandPalette),
  help: () => import('./shortcut-help-dialog').then((module) => module.ShortcutHelpDialog),
};
const WHAT: Record<DialogName, string> = { palette: 'command palette', help: 'list of shortcuts' };

/**
 * Loaded when first opened or warmed up (never with the first screen), one download however often.
 * A failed download is forgotten, so the next warm-up or opening downloads again; a dialog that failed
 * to load is made anew (React.lazy keeps a rejection for good).
 */
const lazyDialog = (name: DialogName) => lazyWithPreload(async () => ({ default: await LOADERS[name]() }));
const dialogs: Record<DialogName, LazyWithPreload<ShortcutDialogProps>> = { palette: lazyDialog('palette'), help: lazyDialog('help') };

function preload(name: DialogName): void {
  // Once in, the dialog opens without suspending. A failure shows when opened.
  dialogs[name].preload().catch(() => undefined);
}

function LoadFailed({ name, onClose }: { name: DialogName; onClose: () => void }) {
  const { notify } = useNotifications();
  useEffect(() => {
    dialogs[name] = lazyDialog(name);
    notify({ tone: 'error', message: sentence`The ${WHAT[name]} could not be loaded. Check your connection and try again.` });
    onClose();
  }, [name, notify, onClose]);
  return null;
}

/**
 * The keyboard shortcuts (one keydown listener for the whole app; the rules are in
 * lib/keyboard/shortcut-reader.ts), and the button that opens the command palette without them.
 * The palette and the list of shortcuts load on demand.
 */
/**
 * `paletteRequests` counts presses of the palette's button (which lives outside this lazily loaded
 * code, see deferred-keyboard-shortcuts.tsx): each opens the palette, one made while this code was
 * loading included.
 */
export function KeyboardShortcuts({ paletteRequests, onActive }: { paletteRequests: number; onActive: () => void }) {
  const navigate = useNavigate();
  // The router makes a new navigate at every path: the listener (and what it remembers) outlives them.
  const navigateRef = useRef(navigate);
  const { pathname } = useLocation();
  const [open, setOpen] = useState<DialogName | null>(null);
  // A new press of the palette's button opens it (state adjusted while rendering, as React advises).
  const [seenRequests, setSeenRequests] = useState(0);
  if (paletteRequests !== seenRequests) {
    setSeenRequests(paletteRequests);
    setOpen('palette');
  }
  const close = useCallback(() => setOpen(null), []);
  // g m and g t stay in the scope on screen.
  const scope = useRef<Scope>('me');
  useEffect(() => {
    scope.current = matchScreen(pathname)?.scope ?? 'me';
    navigateRef.current = navigate;
  }, [pathname, navigate]);

  useEffect(() => {
    const read = createShortcutReader();
    const navigate = (to: string) => navigateRef.current(to);
    const run = (command: ShortcutCommand): boolean => {
      switch (command) {
        case 'next':
          return moveFocus(1);
        case 'previous':
          return moveFocus(-1);
        case 'open':
          return openCurrent();
        case 'back':
          return runPageCommand('back');
        case 'search':
          return runPageCommand('search');
        case 'go-meetings':
          void navigate(meetingLinks.list(scope.current));
          return true;
        case 'go-tasks':
          void navigate(taskLinks.board(scope.current));
          return true;
        case 'go-search':
          void navigate(searchLinks.search());
          return true;
        case 'help':
        case 'palette':
          setOpen(command);
          return true;
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Control' || event.key === 'Meta') preload('palette');
      const command = read(event, isKeyboardItem(event.target));
      if (command && run(command)) event.preventDefault();
    };
    const onFocusIn = (event: FocusEvent) => rememberFocusedItem(event.target);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      rememberFocusedItem(null);
      requestFocusOn(null);
    };
  }, []);
  // After the listener's effect: from now on a shortcut works.
  useEffect(() => onActive(), [onActive]);

  const Dialog = open ? dialogs[open].Component : null;
  return (
    <>
      {open && Dialog ? (
        <ErrorBoundary key={open} fallback={() => <LoadFailed name={open} onClose={close} />}>
          <Suspense fallback={null}>
            <Dialog onClose={close} onShowShortcuts={() => setOpen('help')} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
}
