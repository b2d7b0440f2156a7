import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { STATUS_ACTIONS, type PrepaymentRequest, type StatusAction } from '@kolos/domain/prepayment';

interface Props {
  request: PrepaymentRequest;
  onPick: (request: PrepaymentRequest, action: StatusAction) => void;
}

/** SPEC 4: the row menu offers only the changes the request's status allows. */
export function StatusMenu({ request, onPick }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions = STATUS_ACTIONS[request.status];
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Действия с заявкой № ${request.requestId}`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            onClick={() => {
              setAnchor(null);
              onPick(request, action);
            }}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
