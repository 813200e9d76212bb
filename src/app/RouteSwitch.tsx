/**
 * Renders the page the route table names for the current URL, with its head; anything else is the
 * not-found page.
 */
import { Box, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { NotFound } from '../components/NotFound';
import { useDocumentHead } from '../lib/documentHead';
import { notFoundHead, routes, siteUrl, type RouteDef } from './routes';

/**
 * Marks #root once a page is interactive (hydrated or rendered): until then a change made to a
 * form would not reach React. End-to-end tests wait for it.
 */
function useMarkInteractive() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-interactive', '');
  }, []);
}

function RoutePage({ route, params }: { route: RouteDef; params: Record<string, string | undefined> }) {
  useDocumentHead(route.head(params) ?? notFoundHead, siteUrl);
  useMarkInteractive();
  return <route.page params={params} />;
}

function NotFoundPage() {
  useDocumentHead(notFoundHead, siteUrl);
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
