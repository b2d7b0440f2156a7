import type { ReactNode } from 'react';
import { Toaster } from './toaster';

/** The router (children) and, beside it, the toast host: a toast outlives a navigation. */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
