import type { ReactNode } from 'react';
import { OfflineBanner } from '../shared/ui/offline-banner';
import { Toaster } from './toaster';

/** The router (children) and, beside it, the toast host (a toast outlives a navigation) and «Нет связи». */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
      <OfflineBanner />
    </>
  );
}
