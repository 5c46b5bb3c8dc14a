import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { TourProvider } from '../components/tour/tour-provider.tsx';
import { useSession } from '../lib/session-context.tsx';
import { SessionProvider } from './session-provider.tsx';
import { BrandingThemeProvider } from './theme-provider.tsx';
import { TOURS } from './tours.ts';

function ToursForUser() {
  const { me } = useSession();
  return (
    <TourProvider tours={TOURS} userId={me?.user.id ?? null}>
      <Suspense
        fallback={
          <Center h="100dvh">
            <Loader />
          </Center>
        }
      >
        <Outlet />
      </Suspense>
    </TourProvider>
  );
}

/** The root route: session, branding theme and tours wrap every page. */
export function RootLayout() {
  return (
    <SessionProvider>
      <BrandingThemeProvider>
        <ToursForUser />
      </BrandingThemeProvider>
    </SessionProvider>
  );
}
