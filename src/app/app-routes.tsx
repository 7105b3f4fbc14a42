import { Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { ROUTES } from './route-table';
import { NotFound } from './routes/route-error';
import { RouteElement } from './routes/route-element';
import { landingPath } from '@/screens/screen-list';

// Declarative routes, not the data router (createBrowserRouter, lazy routes, loaders,
// <ScrollRestoration>): built on this route table, it cost far more initial JS than allowed for no
// faster first row. The measurement: docs/decisions/0001-declarative-routes.md.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to={landingPath()} replace />} />
        {ROUTES.map((route) => (
          <Route key={route.screen.name} path={route.screen.pattern} element={<RouteElement route={route} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
