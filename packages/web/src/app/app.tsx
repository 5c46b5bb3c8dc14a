import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Suspense } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { PERSIST_MAX_AGE_MS, queryClient, queryPersister } from '../lib/query-client.ts';
import { warmUpFirstScreen } from './first-screen.ts';
import { routes } from './routes.tsx';

// Runs while main.tsx still loads the language catalogue, so the two overlap.
warmUpFirstScreen();

// The declarative router: the data router (createBrowserRouter) would add ~15 KiB gzip to every
// first load, and the portal loads its data with TanStack Query rather than route loaders.
function AppRoutes() {
  return useRoutes(routes);
}

/** The app: persisted query cache (SPEC §9) around the router. */
export function App() {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister: queryPersister,
        maxAge: PERSIST_MAX_AGE_MS,
        dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
      }}
    >
      <Suspense fallback={null}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Suspense>
    </PersistQueryClientProvider>
  );
}
