import { Navigate, Route, Routes } from 'react-router-dom';
import { paths, ROUTE_PATTERNS } from '@/lib/paths';
import { AppLayout } from './layout/app-layout';
import { ROUTES } from './route-table';
import { NotFound } from './routes/route-error';
import { Screen } from './routes/screen';

// Declarative routes rather than the data router: see docs/architecture.md ("Routing") for the
// measured comparison.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to={paths.landing()} replace />} />
        {ROUTES.map(({ name, screen: { Component }, scoped }) => (
          <Route
            key={name}
            path={ROUTE_PATTERNS[name]}
            element={
              <Screen scoped={scoped}>
                <Component />
              </Screen>
            }
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
