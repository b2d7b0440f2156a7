import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ROLE_CATALOGUE } from '@kolos/domain';
import { groupTick, toggleGroup, toggleItem } from '@kolos/domain/roles';

interface Props {
  ticked: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  disabled?: boolean;
}

/**
 * SPEC 2.3 and 6: the whole permission catalogue, one card per group. A group checkbox ticks all
 * its items (or clears them when all are ticked) and shows ticked when all its items are.
 */
export function RoleEditor({ ticked, onChange, disabled }: Props) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      role="group"
      aria-label="Права роли"
    >
      {ROLE_CATALOGUE.map((group) => {
        const tick = groupTick(group.key, ticked);
        return (
          <Paper
            key={group.key}
            variant="outlined"
            sx={{ p: 2, borderRadius: 2 }}
            role="group"
            aria-label={group.label}
          >
            <FormControlLabel
              label={<Typography sx={{ fontWeight: 600 }}>{group.label}</Typography>}
              control={
                <Checkbox
                  checked={tick === 'all'}
                  indeterminate={tick === 'some'}
                  onChange={() => onChange(toggleGroup(group.key, ticked))}
                  disabled={disabled}
                  slotProps={{
                    input: {
                      'aria-label': `Группа «${group.label}»`,
                      // MUI says aria-checked="mixed" on the native box; the box itself must agree
                      // (axe 'aria-conditional-attr'), and only a DOM property says so.
                      ref: (box: HTMLInputElement | null) => {
                        if (box) box.indeterminate = tick === 'some';
                      },
                    },
                  }}
                />
              }
            />
            <Box sx={{ display: 'flex', flexDirection: 'column', pl: 3.5 }}>
              {group.items.map((item) => (
                <FormControlLabel
                  key={item.key}
                  label={item.label}
                  control={
                    <Checkbox
                      size="small"
                      checked={ticked.has(item.key)}
                      onChange={() => onChange(toggleItem(item.key, ticked))}
                      disabled={disabled}
                    />
                  }
                />
              ))}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
