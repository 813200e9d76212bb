/**
 * Renders the page the route table names for the current URL, with its head; anything else is the
 * not-found page.
 */
import { Box, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { LoadFailure } from '../components/LoadFailure';
import { NotFound } from '../components/NotFound';
import { useDocumentHead } from '../lib/documentHead';
import { pageHydrated } from '../lib/readiness';
import { notFoundHead, routes, siteUrl, type Params, type RouteDef } from './routes';

/** Route heads read the catalogue: loaded with the first navigation, not with the app. */
const loadRouteHead = (route: RouteDef, params: Params) => import('./routeMeta').then((m) => m.routeHead(route, params));

/**
 * Says the page is hydrated (or rendered): taps held meanwhile run, and #root is marked interactive
 * once its start-up islands have run too (lib/readiness). End-to-end tests wait for it.
 */
function useMarkInteractive() {
  useEffect(pageHydrated, []);
}

function RoutePage({ route, params }: { route: RouteDef; params: Params }) {
  const [location] = useLocation();
  useDocumentHead(location, () => loadRouteHead(route, params), siteUrl);
  useMarkInteractive();
  return <route.page.component params={params} />;
}

function NotFoundPage() {
  const [location] = useLocation();
  useDocumentHead(location, () => notFoundHead, siteUrl);
  useMarkInteractive();
  return <NotFound />;
}

function PageLoading() {
  return (
    <Box minH="100vh" display="flex" alignItems="center" justifyContent="center" role="status" aria-busy="true">
      <Spinner size="lg" color="jade.solid" />
      <VisuallyHidden>Loading page</VisuallyHidden>
    </Box>
  );
}

export function RouteSwitch() {
  const [location] = useLocation();
  return (
    <LoadFailure what="this page" page resetKey={location}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {routes.map((route) => (
            <Route key={route.id} path={route.pattern}>
              {(params) => <RoutePage route={route} params={params} />}
            </Route>
          ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </LoadFailure>
  );
}
