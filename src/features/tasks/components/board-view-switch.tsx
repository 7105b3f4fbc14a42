import { Link } from 'react-router-dom';
import type { Scope } from '@/core/scope';
import { taskLinks } from '@/screens/tasks';
import type { TaskBoardPageUrl } from '@/screens/task-board-view';
import switchStyles from '@/components/scope-switch.module.css';

/** The board's two views, as links that keep the filters: columns, or open items by person. */
export function BoardViewSwitch({ scope, params }: { scope: Scope; params: TaskBoardPageUrl }) {
  const people = params.view === 'people';
  const href = (view: string | null) => taskLinks.board(scope, { ...params, view });
  return (
    <nav aria-label="Task views" className={switchStyles.switch}>
      <ul>
        <li>
          <Link to={href(null)} aria-current={people ? undefined : 'page'}>
            Board
          </Link>
        </li>
        <li>
          <Link to={href('people')} aria-current={people ? 'page' : undefined}>
            By person
          </Link>
        </li>
      </ul>
    </nav>
  );
}
