import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { MeetingListPage } from '@/features/meetings/list/meeting-list-page';
import { paths } from '@/lib/paths';
import { AppLayout } from './layout/app-layout';
import { NotFound } from './routes/route-error';
import { Screen } from './routes/screen';

// The meeting list is the landing screen and ships in the main chunk; the rest load on demand.
const MeetingDetailPage = lazy(() =>
  import('@/features/meetings/detail/meeting-detail-page').then((m) => ({ default: m.MeetingDetailPage })),
);
const TaskBoardPage = lazy(() =>
  import('@/features/tasks/components/task-board-page').then((m) => ({ default: m.TaskBoardPage })),
);
const SearchPage = lazy(() => import('@/features/search/components/search-page').then((m) => ({ default: m.SearchPage })));
const SettingsPage = lazy(() =>
  import('@/features/settings/components/settings-page').then((m) => ({ default: m.SettingsPage })),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to={paths.meetings('me')} replace />} />
        <Route path=":scope/meetings" element={<Screen scoped><MeetingListPage /></Screen>} />
        <Route path=":scope/meetings/:meetingId" element={<Screen scoped><MeetingDetailPage /></Screen>} />
        <Route path=":scope/tasks" element={<Screen scoped><TaskBoardPage /></Screen>} />
        <Route path="search" element={<Screen><SearchPage /></Screen>} />
        <Route path="settings" element={<Screen><SettingsPage /></Screen>} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
