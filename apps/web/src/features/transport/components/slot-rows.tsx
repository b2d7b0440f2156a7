import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { formatPhone } from '@kolos/domain';
import type { TransportSlotWire } from '@kolos/domain/transport';
import { useIsPhone } from '../../../shared/trading';
import { DocsStatusIcon } from '../../../shared/trip-documents/docs-status-icon';
import { TermList } from '../../../shared/ui/term-list';
import { formatTonnes } from '../lib/format';

interface Props {
  slots: TransportSlotWire[];
  /** Unix seconds → DD.MM.YYYY HH:mm on the user's clock. */
  formatTime: (seconds: number) => string;
  /** Absent without the right to change slots. */
  onEdit?: ((slot: TransportSlotWire) => void) | undefined;
}

const DASH = '—';
const or = (value: string) => value || DASH;

/** The cells of a slot row (SPEC 2.13), in order. */
function cellsOf(slot: TransportSlotWire, formatTime: Props['formatTime']) {
  return [
    ['Слот', String(slot.id)],
    ['Номер тягача', or(slot.car.number)],
    ['Номер прицепа', or(slot.car.trailerNumber)],
    ['ФИО водителя', or(slot.driver.fullname)],
    ['Телефон водителя', slot.driver.phone ? formatPhone(slot.driver.phone) : DASH],
    ['Вес груза, т', formatTonnes(slot.car.plannedVolume)],
    ['Время выгрузки', slot.unloadStartAt === null ? DASH : formatTime(slot.unloadStartAt)],
  ] as const;
}

function EditButton({ slot, onEdit }: { slot: TransportSlotWire; onEdit: NonNullable<Props['onEdit']> }) {
  return (
    <IconButton size="small" aria-label={`Изменить рейс ${slot.id}`} onClick={() => onEdit(slot)}>
      <EditOutlined fontSize="small" />
    </IconButton>
  );
}

/** The slot rows of a delivery: a table on a wide screen, a card a slot on a phone. */
export function SlotRows({ slots, formatTime, onEdit }: Props) {
  const isPhone = useIsPhone();
  if (slots.length === 0) {
    return <Typography color="text.secondary">Слотов в выбранном периоде нет.</Typography>;
  }
  if (isPhone) {
    return (
      <Box
        component="ul"
        aria-label="Слоты поставки"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {slots.map((slot) => (
          <Box
            component="li"
            key={slot.uuid}
            data-trip={slot.id}
            aria-label={`Слот ${slot.id}`}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, position: 'relative' }}
          >
            <Box sx={{ position: 'absolute', top: 8, right: onEdit ? 44 : 8 }}>
              <DocsStatusIcon status={slot.docsStatus} missing={slot.docsMissing} />
            </Box>
            {onEdit && (
              <Box sx={{ position: 'absolute', top: 4, right: 4 }}>
                <EditButton slot={slot} onEdit={onEdit} />
              </Box>
            )}
            <TermList
              lines={cellsOf(slot, formatTime)}
              sx={{ gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}
            />
          </Box>
        ))}
      </Box>
    );
  }
  const head = cellsOf(slots[0]!, formatTime).map(([label]) => label);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Слоты поставки">
        <TableHead>
          <TableRow>
            {head.map((label) => (
              <TableCell key={label} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {label}
              </TableCell>
            ))}
            <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>Документы</TableCell>
            {onEdit && <TableCell aria-label="Действия" />}
          </TableRow>
        </TableHead>
        <TableBody>
          {slots.map((slot) => (
            <TableRow key={slot.uuid} hover data-trip={slot.id}>
              {cellsOf(slot, formatTime).map(([label, value]) => (
                <TableCell key={label} sx={{ whiteSpace: label === 'ФИО водителя' ? undefined : 'nowrap' }}>
                  {value}
                </TableCell>
              ))}
              <TableCell padding="checkbox" align="center">
                <DocsStatusIcon status={slot.docsStatus} missing={slot.docsMissing} />
              </TableCell>
              {onEdit && (
                <TableCell padding="checkbox" align="right">
                  <EditButton slot={slot} onEdit={onEdit} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
