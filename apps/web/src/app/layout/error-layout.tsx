import { useSession } from '../../shared/auth/use-session';
import { PageLoader } from '../../shared/ui/page-loader';
import { BackOfficeLayout } from './back-office-layout';
import { GuestLayout } from './guest-layout';

/**
 * Access denied and not found: inside the back-office shell for a signed-in user (the menu stays
 * at hand), in the guest layout for a guest.
 */
export function ErrorLayout() {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader fullScreen />;
  return user ? <BackOfficeLayout /> : <GuestLayout />;
}
