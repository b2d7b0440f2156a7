import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import Tooltip from '@mui/material/Tooltip';

/** SPEC 2.4 'available (check or cross)'. */
export function ActiveCell({ active }: { active: boolean }) {
  const label = active ? 'Доступен' : 'Деактивирован';
  return (
    <Tooltip title={label}>
      {active ? (
        <CheckCircle color="success" aria-label={label} fontSize="small" />
      ) : (
        <Cancel color="error" aria-label={label} fontSize="small" />
      )}
    </Tooltip>
  );
}
