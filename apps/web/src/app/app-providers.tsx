import { Outlet } from 'react-router';
import { markAppShellLoaded } from './app-shell';
import { Providers } from './providers';

markAppShellLoaded();

/** The layout route of everything but the login screens: MUI and TanStack Query, loaded lazily. */
export function AppProviders() {
  return (
    <Providers>
      <Outlet />
    </Providers>
  );
}
