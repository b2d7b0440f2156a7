import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddLocationAltOutlinedIcon from '@mui/icons-material/AddLocationAltOutlined';
import { pathTo } from '../../../shared/routing/paths';
import { usePersonalLocations } from '../../../shared/places/use-location-lists';

/**
 * Issue 29 point 1: a farmer with no matching tender is told why — tenders are matched by his
 * shipping points (CPT ones also by his card's region) — and gets the fix in place: a first
 * shipping point, or his points to add one nearer to the buyers.
 */
export function FarmerNoAuctions() {
  const points = usePersonalLocations('SHIPPING');
  const none = points.data?.length === 0;
  return (
    <Stack
      alignItems="center"
      spacing={1.5}
      sx={{ py: 4, px: 2, textAlign: 'center', maxWidth: 560, mx: 'auto' }}
    >
      <Typography sx={{ fontWeight: 600 }}>Подходящих вам торгов пока нет.</Typography>
      <Typography color="text.secondary" sx={{ fontSize: 14 }}>
        {none
          ? 'Торги подбираются по вашим точкам отгрузки: вы увидите торги закупщиков в тех регионах, где у вас есть точка. Пока точек нет, видны только торги с доставкой (CPT) в регионе из адреса вашей организации.'
          : 'Торги подбираются по вашим точкам отгрузки: вы видите торги закупщиков в тех регионах, где у вас есть точка. Добавьте точку в другом регионе, чтобы видеть больше торгов.'}
      </Typography>
      {points.data && (
        <Button
          component={RouterLink}
          variant={none ? 'contained' : 'outlined'}
          startIcon={<AddLocationAltOutlinedIcon />}
          to={none ? pathTo('ShippingPointView', { uuid: 'create' }) : pathTo('ShippingPointsList')}
          sx={{ minHeight: 44 }}
        >
          {none ? 'Добавить точку отгрузки' : 'Точки отгрузки'}
        </Button>
      )}
    </Stack>
  );
}
