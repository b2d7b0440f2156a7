import { useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';

export interface RowAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
}

/**
 * A row's action menu (⋮); shows nothing when the user may do nothing with the row. The Menu
 * (a Popover and a Modal) mounts only while open: a grid page holds up to 100 of these.
 */
export function RowMenu({ actions, label }: { actions: RowAction[]; label: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton aria-label={label} size="small" onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVert fontSize="small" />
      </IconButton>
      {anchor && (
        <Menu anchorEl={anchor} open onClose={() => setAnchor(null)}>
          {actions.map((a) => (
            <MenuItem
              key={a.label}
              onClick={() => {
                setAnchor(null);
                a.onClick();
              }}
              sx={a.danger ? { color: 'error.main' } : undefined}
            >
              <ListItemIcon sx={a.danger ? { color: 'error.main' } : undefined}>{a.icon}</ListItemIcon>
              <ListItemText>{a.label}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
