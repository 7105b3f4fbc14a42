import { defineScreen, scopedRequest, type UrlValues } from '@/lib/routing/screen';
import type { Scope } from '@/core/scope';
import { columnFilters, TASK_COLUMNS, taskBoardFromUrl, taskPageRequest } from '@/screens/task-board-filters';
import { TASK_BOARD_PAGE_URL } from '@/screens/task-board-view';

/** The task board's URL contract: what links, the route table and src/boot read. */
export const taskBoardScreen = defineScreen({
  name: 'tasks',
  icon: 'checkbox',
  pattern: '/:scope/tasks',
  urlKeys: TASK_BOARD_PAGE_URL,
  chunks: ['task-board-page'],
  requests: ({ scope, values }) => {
    const { filters, blocked } = taskBoardFromUrl(scope, values);
    return blocked ? [] : TASK_COLUMNS.map((column) => scopedRequest('listTasks', taskPageRequest(scope, columnFilters(filters, column))));
  },
});

export const taskLinks = {
  board: (scope: Scope, values?: UrlValues<(typeof TASK_BOARD_PAGE_URL)[number]>) => taskBoardScreen.url({ scope }, values),
};
