import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../shared/auth/use-session';
import { TransportScreen } from '../components/transport-screen';

/** Route Transport (SPEC 2.13, issue 18): the FCA deliveries of a receiving point by window. */
export function Transport() {
  const { can } = useSession();
  return (
    <Box sx={{ maxWidth: '100%', overflowX: 'hidden' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Транспорт
      </Typography>
      <TransportScreen mayChange={can('Transport', ['update'])} />
    </Box>
  );
}
