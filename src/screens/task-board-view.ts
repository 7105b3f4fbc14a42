import type { ParamValues } from '@/lib/routing/url-params';
import { TASK_BOARD_URL } from '@/screens/task-board-filters';

/**
 * The board page's URL: its filters, which view shows them (`view=people`: open items by person) and
 * whose tasks among those loaded (`assignee`, applied in the page). Apart from TASK_BOARD_URL, which
 * the first screen's bundle carries to prefetch the board: these change nothing asked of the API.
 */
export const TASK_BOARD_PAGE_URL = [...TASK_BOARD_URL, 'view', 'assignee'] as const;
export type TaskBoardPageUrl = ParamValues<(typeof TASK_BOARD_PAGE_URL)[number]>;
