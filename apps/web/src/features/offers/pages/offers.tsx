import { useSession } from '../../../shared/auth/use-session';
import { MyOffers } from '../components/my-offers';
import { StaffOffers } from '../components/staff-offers';

/**
 * Issue 15 Offers: a farmer sees his own offers and answers counter-offers; a purchaser's staff
 * (an admin too) every offer made to them.
 */
export function Offers() {
  const { user } = useSession();
  return user?.userType === 'farmer' ? <MyOffers /> : <StaffOffers />;
}
