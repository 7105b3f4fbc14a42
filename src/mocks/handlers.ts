import { healthHandlers } from './handlers/health-handlers';
import { meetingHandlers } from './handlers/meeting-handlers';
import { tagHandlers } from './handlers/tag-handlers';
import { taskHandlers } from './handlers/task-handlers';

/** The whole mock API: one handler set for the demo's service worker, the tests and the HTTP server. */
export const handlers = [...healthHandlers, ...meetingHandlers, ...taskHandlers, ...tagHandlers];
