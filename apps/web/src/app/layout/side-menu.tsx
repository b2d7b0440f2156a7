import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useSession } from '../../shared/auth/use-session';
import { sectionOf, sectionsFor } from '../../shared/navigation/sections';
import { useRouteName } from '../../shared/navigation/use-route-name';
import { pathOf } from '../../shared/routing/paths';
import { Brand } from '../../shared/ui/brand';

const ACCENT = '#fdd835';

/** The left-hand menu: only the sections the user may open (SPEC 6 access check). */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { can } = useSession();
  const active = sectionOf(useRouteName())?.route;
  const sections = sectionsFor(can);

  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        color: 'common.white',
        background: 'linear-gradient(180deg, #1b5e20 0%, #174f1b 100%)',
      }}
    >
      <Box sx={{ px: 2.5, height: 64, display: 'flex', alignItems: 'center', flexShrink: 0 }}>
        <Brand size={34} />
      </Box>
      <Box component="nav" aria-label="Главное меню" sx={{ flexGrow: 1, overflowY: 'auto', px: 1.5, py: 1 }}>
        <List disablePadding dense sx={{ display: 'grid', gap: 0.25 }}>
          {sections.map(({ route, label, icon: Icon }) => {
            const selected = route === active;
            // A list of links: each link sits in its list item (axe 'list').
            return (
              <ListItem key={route} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={pathOf(route)}
                  selected={selected}
                  aria-current={selected ? 'page' : undefined}
                  onClick={onNavigate}
                  data-testid={`menu-${route}`}
                  sx={{
                    py: 0.5,
                    minHeight: 38,
                    color: 'rgba(255,255,255,0.86)',
                    '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
                    '&.Mui-selected, &.Mui-selected:hover': {
                      bgcolor: 'rgba(255,255,255,0.16)',
                      color: 'common.white',
                      boxShadow: `inset 3px 0 0 ${ACCENT}`,
                    },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 38, color: selected ? ACCENT : 'rgba(255,255,255,0.7)' }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText
                    primary={label}
                    slotProps={{ primary: { sx: { fontSize: 14.5, fontWeight: selected ? 600 : 400 } } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
    </Box>
  );
}
