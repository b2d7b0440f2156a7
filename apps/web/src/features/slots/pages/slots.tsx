import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { showsSlotsParams } from '@kolos/domain/queue';
import { useSession } from '../../../shared/auth/use-session';
import { FarmerSlots } from '../components/farmer-slots';
import { StaffSlots } from '../components/staff-slots';

/**
 * Issue 17 point 5, route Slots ('Электронная очередь'): a purchaser's staff (an admin too) see
 * the queue of a point by day or week and manage it; a farmer sees his own slots and names the
 * truck and driver of each. Both refresh on the queue's live events.
 */
export function Slots() {
  const { user, subject, can } = useSession();
  const farmer = user?.userType === 'farmer';
  return (
    <Box sx={{ maxWidth: '100%', overflowX: 'hidden' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {farmer ? 'Мои слоты' : 'Электронная очередь'}
      </Typography>
      {farmer ? (
        <FarmerSlots />
      ) : (
        <StaffSlots
          mayAct={can('Slots', ['update'])}
          mayEditDay={showsSlotsParams(subject)}
          mayExport={user?.userType === 'purchaser'}
        />
      )}
    </Box>
  );
}
