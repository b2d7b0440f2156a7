import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { formatPhone } from '@kolos/domain';
import { displayPlate, type FleetCarWire, type FleetDriverWire } from '@kolos/domain/fleet';
import { useSession } from '../../../shared/auth/use-session';
import {
  useDeleteCar,
  useDeleteDriver,
  useFleetCars,
  useFleetDrivers,
} from '../../../shared/fleet/fleet-api';
import { notify } from '../../../shared/notify/notifier';
import { notifyFailure } from '../../../shared/notify/notify-failure';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { CarDialog } from '../components/car-dialog';
import { DriverDialog } from '../components/driver-dialog';

interface Row {
  uuid: string;
  title: string;
  subtitle: string;
}

interface SectionProps {
  title: string;
  addLabel: string;
  empty: string;
  rows: Row[] | undefined;
  error: Error | null;
  mayEdit: boolean;
  onAdd: () => void;
  onEdit: (uuid: string) => void;
  onDelete: (row: Row) => void;
}

/** One list of the fleet as cards (a phone's width and a desktop's alike), 48-px actions. */
function FleetSection({
  title,
  addLabel,
  empty,
  rows,
  error,
  mayEdit,
  onAdd,
  onEdit,
  onDelete,
}: SectionProps) {
  let body: ReactNode;
  if (error) body = <Typography color="error">{error.message}</Typography>;
  else if (!rows) body = <Typography color="text.secondary">Загружаем…</Typography>;
  else if (rows.length === 0) body = <Typography color="text.secondary">{empty}</Typography>;
  else
    body = (
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
        {rows.map((row) => (
          <Paper
            component="li"
            key={row.uuid}
            variant="outlined"
            sx={{ listStyle: 'none', p: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{row.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {row.subtitle}
              </Typography>
            </Box>
            {mayEdit && (
              <>
                <IconButton
                  aria-label={`Изменить: ${row.title}`}
                  onClick={() => onEdit(row.uuid)}
                  sx={{ width: 48, height: 48 }}
                >
                  <EditOutlined />
                </IconButton>
                <IconButton
                  aria-label={`Удалить: ${row.title}`}
                  onClick={() => onDelete(row)}
                  sx={{ width: 48, height: 48 }}
                >
                  <DeleteOutline />
                </IconButton>
              </>
            )}
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Box component="section" sx={{ flex: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {mayEdit && (
          <Button variant="contained" size="large" onClick={onAdd} sx={{ minHeight: 48 }}>
            {addLabel}
          </Button>
        )}
      </Box>
      {body}
    </Box>
  );
}

const carRow = (c: FleetCarWire): Row => ({
  uuid: c.uuid,
  title: displayPlate(c.number),
  subtitle: c.trailerNumber ? `Прицеп ${displayPlate(c.trailerNumber)}` : 'Без прицепа',
});
const driverRow = (d: FleetDriverWire): Row => ({
  uuid: d.uuid,
  title: d.fullname,
  subtitle: formatPhone(d.phone),
});

/**
 * «Автопарк» (issue 29 point 16): the company's trucks and drivers, kept once and picked when a
 * slot is filled — one truck and driver onto several slots from «Мои слоты».
 */
export function Fleet() {
  const { can } = useSession();
  const mayEdit = can('Slots', ['update']);
  const cars = useFleetCars();
  const drivers = useFleetDrivers();
  const deleteCar = useDeleteCar();
  const deleteDriver = useDeleteDriver();
  const [car, setCar] = useState<FleetCarWire | null | undefined>(undefined);
  const [driver, setDriver] = useState<FleetDriverWire | null | undefined>(undefined);
  const [removing, setRemoving] = useState<{ kind: 'car' | 'driver'; row: Row } | null>(null);

  const remove = async () => {
    if (!removing) return;
    try {
      await (removing.kind === 'car' ? deleteCar : deleteDriver).mutateAsync(removing.row.uuid);
      notify.success(
        removing.kind === 'car' ? 'Машина удалена из автопарка' : 'Водитель удалён из автопарка',
      );
      setRemoving(null);
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Автопарк
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <FleetSection
          title="Машины"
          addLabel="Добавить машину"
          empty="Машин пока нет. Машина, указанная в слоте, сохранится здесь сама."
          rows={cars.data?.map(carRow)}
          error={cars.error}
          mayEdit={mayEdit}
          onAdd={() => setCar(null)}
          onEdit={(uuid) => setCar(cars.data?.find((c) => c.uuid === uuid) ?? null)}
          onDelete={(row) => setRemoving({ kind: 'car', row })}
        />
        <FleetSection
          title="Водители"
          addLabel="Добавить водителя"
          empty="Водителей пока нет. Водитель, указанный в слоте, сохранится здесь сам."
          rows={drivers.data?.map(driverRow)}
          error={drivers.error}
          mayEdit={mayEdit}
          onAdd={() => setDriver(null)}
          onEdit={(uuid) => setDriver(drivers.data?.find((d) => d.uuid === uuid) ?? null)}
          onDelete={(row) => setRemoving({ kind: 'driver', row })}
        />
      </Stack>
      {car !== undefined && <CarDialog car={car} onClose={() => setCar(undefined)} />}
      {driver !== undefined && <DriverDialog driver={driver} onClose={() => setDriver(undefined)} />}
      <ConfirmDialog
        open={removing !== null}
        title={removing?.kind === 'car' ? 'Удалить машину?' : 'Удалить водителя?'}
        text={`${removing?.row.title ?? ''} больше не будет предлагаться для слотов. Слоты, где он уже указан, не изменятся.`}
        confirmText="Удалить"
        destructive
        loading={deleteCar.isPending || deleteDriver.isPending}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
