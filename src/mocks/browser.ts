import { setupWorker } from 'msw/browser';
import { DEMO_API_KEY } from './api-keys';
import { db } from './data/db';
import { handlers } from './handlers';
import { setMockLatency } from './handlers/mock-route';

/**
 * Demo mode: the mock API in a service worker. Loaded with a dynamic import, never in the initial
 * chunks. Resolves to the demo key, pre-filled so the demo needs no setup.
 */
export async function startDemoApi(): Promise<string> {
  setMockLatency(150);
  const started = setupWorker(...handlers).start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Everything that is not the API (the app's own files) goes to the network as usual.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  // The sample data is made (and this tab's deletions applied) while the worker registers; the app
  // asks for nothing before both are done.
  await Promise.all([db.prepare().then(keepDeletionsForTheTab), started]);
  return DEMO_API_KEY;
}

const DELETED_KEY = 'demo.deletedMeetings';

/**
 * The demo's data lives in the page; what the user deleted stays deleted when the page is reloaded,
 * for as long as the tab is open (a new tab starts from the sample data again).
 */
function keepDeletionsForTheTab(): void {
  const deleted = new Set<string>();
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(DELETED_KEY) ?? '[]');
    if (Array.isArray(stored)) for (const id of stored) if (typeof id === 'string') deleted.add(id);
  } catch {
    // Unreadable: start from the sample data.
  }
  for (const id of deleted) db.deleteMeeting(id);
  db.onDelete((id) => {
    deleted.add(id);
    try {
      sessionStorage.setItem(DELETED_KEY, JSON.stringify([...deleted]));
    } catch {
      // Storage full or refused: the deletion holds until the page is reloaded.
    }
  });
}
