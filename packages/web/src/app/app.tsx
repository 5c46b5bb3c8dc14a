import { QueryClientProvider } from '@tanstack/react-query';
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { Suspense } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { PERSIST_MAX_AGE_MS, queryClient, queryPersister } from '../lib/query-client.ts';
import { warmUpFirstScreen } from './first-screen.ts';
import { routes } from './routes.tsx';

// Runs while main.tsx still loads the language catalogue, so the two overlap.
warmUpFirstScreen();

const persistOptions: PersistQueryClientOptions = {
  // The persister packages resolve their own copy of query-core, whose QueryClient type differs
  // from react-query's in private fields only.
  queryClient: queryClient as unknown as PersistQueryClientOptions['queryClient'],
  persister: queryPersister,
  maxAge: PERSIST_MAX_AGE_MS,
  dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
};

/**
 * Restores the persisted query cache (SPEC §9), then saves it on every change. main.tsx renders
 * once this is done: PersistQueryClientProvider restores after the first render instead, and
 * every query of the first screen renders again when it has.
 */
export async function restoreQueryCache(): Promise<void> {
  try {
    await persistQueryClientRestore(persistOptions);
    // The cache is written with a delay, so what it restores may predate the last change made on
    // this page: shown at once, but always asked again of the server.
    await queryClient.invalidateQueries({ refetchType: 'none' });
  } catch (error) {
    // The persister has already dropped the unreadable cache; the app starts with an empty one.
    console.error('Could not restore the query cache', error);
  }
  persistQueryClientSubscribe(persistOptions);
}

// The declarative router: the data router (createBrowserRouter) would add ~15 KiB gzip to every
// first load, and the portal loads its data with TanStack Query rather than route loaders.
function AppRoutes() {
  return useRoutes(routes);
}

/** The app: the query cache around the router. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Suspense>
    </QueryClientProvider>
  );
}
