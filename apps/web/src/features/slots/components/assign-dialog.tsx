import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPhone } from '@kolos/domain';
import { displayPlate } from '@kolos/domain/fleet';
import { useFleetCars, useFleetDrivers } from '../../../shared/fleet/fleet-api';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { pathTo } from '../../../shared/routing/paths';
import { useAssignTruck } from '../api/slots-api';
import { ResponsiveDialog } from '../../../shared/ui/responsive-dialog';

interface Props {
  slotUuids: string[];
  onDone: () => void;
  onClose: () => void;
}

/** Issue 29 point 16: one saved truck and driver onto the chosen slots at once (all or nothing). */
export function AssignDialog({ slotUuids, onDone, onClose }: Props) {
  const cars = useFleetCars();
  const drivers = useFleetDrivers();
  const assign = useAssignTruck();
  const [carUuid, setCar] = useState('');
  const [driverUuid, setDriver] = useState('');
  const empty = cars.data?.length === 0 || drivers.data?.length === 0;

  const save = async () => {
    try {
      await assign.mutateAsync({ slotUuids, carUuid, driverUuid });
      notify.success(`Машина и водитель назначены на слотов: ${slotUuids.length}`);
      onDone();
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <ResponsiveDialog
      open
      onClose={assign.isPending ? undefined : onClose}
      maxWidth="xs"
      title={`Машина и водитель · слотов: ${slotUuids.length}`}
    >
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select fullWidth label="Машина" value={carUuid} onChange={(e) => setCar(e.target.value)}>
            {(cars.data ?? []).map((c) => (
              <MenuItem key={c.uuid} value={c.uuid} sx={{ minHeight: 48 }}>
                {displayPlate(c.number)}
                {c.trailerNumber ? ` / ${displayPlate(c.trailerNumber)}` : ''}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            label="Водитель"
            value={driverUuid}
            onChange={(e) => setDriver(e.target.value)}
          >
            {(drivers.data ?? []).map((d) => (
              <MenuItem key={d.uuid} value={d.uuid} sx={{ minHeight: 48 }}>
                {d.fullname}, {formatPhone(d.phone)}
              </MenuItem>
            ))}
          </TextField>
          {empty && (
            <Typography variant="body2">
              Добавьте машину и водителя в{' '}
              <Link component={RouterLink} to={pathTo('Fleet')}>
                автопарк
              </Link>
              .
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button size="large" color="inherit" onClick={onClose} disabled={assign.isPending}>
          Отмена
        </Button>
        <Button
          size="large"
          variant="contained"
          disabled={!carUuid || !driverUuid || assign.isPending}
          onClick={() => void save()}
        >
          Назначить
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
