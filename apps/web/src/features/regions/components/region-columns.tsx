import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { Region } from '@kolos/domain/regions';
import { pathTo } from '../../../shared/routing/paths';

interface Options {
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (r: Region) => void;
  formatDate: (iso: string) => string;
}

/** Columns of the territories list; name and change date sort on the server. */
export function regionColumns(o: Options): GridColDef<Region>[] {
  return [
    {
      field: 'name',
      headerName: 'Территория',
      flex: 1,
      minWidth: 200,
      valueGetter: (_v, row) => row.name.value,
      renderCell: ({ row }) => (
        <Box sx={{ py: 1 }}>
          <Link
            component={RouterLink}
            to={pathTo('Region', { uuid: row.uuid })}
            underline="hover"
            sx={{ fontWeight: 500 }}
          >
            {row.name.value}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {row.name.fullSubvalue}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'locations',
      headerName: 'Пункты приёмки',
      flex: 2.2,
      minWidth: 320,
      sortable: false,
      renderCell: ({ row }) =>
        row.locations.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Пункты не выбраны
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, py: 1 }}>
            {row.locations.map((l) => (
              <Tooltip key={l.uuid} title={l.address}>
                <Chip size="small" label={l.name} variant="outlined" />
              </Tooltip>
            ))}
          </Box>
        ),
    },
    {
      field: 'updatedAt',
      headerName: 'Изменена',
      width: 150,
      valueFormatter: (v: string) => o.formatDate(v),
    },
    {
      field: 'actions',
      headerName: '',
      width: 96,
      sortable: false,
      align: 'right',
      renderCell: ({ row }) => (
        <>
          {o.canEdit && (
            <Tooltip title="Изменить">
              <IconButton
                component={RouterLink}
                to={pathTo('Region', { uuid: row.uuid })}
                size="small"
                aria-label={`Изменить «${row.name.value}»`}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {o.canDelete && (
            <Tooltip title="Удалить">
              <IconButton
                size="small"
                aria-label={`Удалить «${row.name.value}»`}
                onClick={() => o.onDelete(row)}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </>
      ),
    },
  ];
}
