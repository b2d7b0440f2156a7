import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { ZERO_UUID } from '@kolos/domain';
import { useCompanyLocations, usePersonalRegions } from '../../../shared/places';
import { pathTo } from '../../../shared/routing/paths';

interface Props {
  companyUuid: string;
  /** The territory being edited; points of other territories say where they are now. */
  regionUuid?: string | undefined;
  value: string[];
  onChange: (uuids: string[]) => void;
  disabled?: boolean;
  canAdd: boolean;
}

/** Ticks the company's acceptance points that belong to the territory. */
export function AcceptancePointsPicker({
  companyUuid,
  regionUuid,
  value,
  onChange,
  disabled,
  canAdd,
}: Props) {
  const { data: points = [], isPending } = useCompanyLocations(companyUuid);
  const { data: regions = [] } = usePersonalRegions();
  const [filter, setFilter] = useState('');
  const acceptance = points.filter((p) => p.kind === 'ACCEPTANCE');
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? acceptance.filter((p) => `${p.name} ${p.address}`.toLowerCase().includes(needle))
    : acceptance;
  const territoryOf = (uuid: string) => regions.find((r) => r.uuid === uuid)?.name.value;
  const toggle = (uuid: string) =>
    onChange(value.includes(uuid) ? value.filter((v) => v !== uuid) : [...value, uuid]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          Пункты приёмки
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            {`выбрано ${value.length} из ${acceptance.length}`}
          </Typography>
        </Typography>
        {canAdd && (
          <Button
            component={RouterLink}
            to={`${pathTo('ShippingPointView', { uuid: 'create' })}?kind=ACCEPTANCE`}
            size="small"
            startIcon={<Add />}
          >
            Новый пункт приёмки
          </Button>
        )}
      </Box>
      {acceptance.length > 6 && (
        <TextField
          size="small"
          label="Найти пункт"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      )}
      {!isPending && acceptance.length === 0 && (
        <FormHelperText>
          У компании пока нет пунктов приёмки. Добавьте их в разделе «Точки отгрузки».
        </FormHelperText>
      )}
      <List
        dense
        sx={{ maxHeight: 420, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}
      >
        {shown.map((p) => {
          const elsewhere = p.regionUuid !== ZERO_UUID && p.regionUuid !== regionUuid;
          const chosen = value.includes(p.uuid);
          const where = `«${territoryOf(p.regionUuid) ?? 'другой территории'}»`;
          const labelId = `point-${p.uuid}`;
          return (
            <ListItem key={p.uuid} disablePadding divider>
              {/* The row is the checkbox's label, not a button around it (axe 'nested-interactive'). */}
              <ListItemButton component="label" role={undefined} tabIndex={-1} disabled={disabled}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Checkbox
                    edge="start"
                    checked={chosen}
                    onChange={() => toggle(p.uuid)}
                    disabled={disabled}
                    disableRipple
                    slotProps={{ input: { 'aria-labelledby': labelId } }}
                  />
                </ListItemIcon>
                <ListItemText id={labelId} primary={p.name} secondary={p.address} />
                {elsewhere && (
                  <Chip
                    size="small"
                    variant="outlined"
                    color={chosen ? 'warning' : 'default'}
                    label={chosen ? `перейдёт из ${where}` : `сейчас в ${where}`}
                  />
                )}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
