/**
 * Renders the page the route table names for the current URL, with its head; anything else is the
 * not-found page.
 */
import { Box, Spinner } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { NotFound } from '../components/NotFound';
import { useDocumentHead } from '../lib/documentHead';
import { notFoundHead, routes, siteUrl, type RouteDef } from './routes';

function RoutePage({ route, params }: { route: RouteDef; params: Record<string, string | undefined> }) {
  useDocumentHead(route.head(params) ?? notFoundHead, siteUrl);
  return <route.page params={params} />;
}

function NotFoundPage() {
  useDocumentHead(notFoundHead, siteUrl);
  return <NotFound />;
}

function PageLoading() {
  return (
    <Box minH="100vh" display="flex" alignItems="center" justifyContent="center" aria-busy="true">
      <Spinner size="lg" color="jade.solid" aria-label="Loading page" />
    </Box>
  );
}

export function RouteSwitch() {
  return (
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
  );
}
