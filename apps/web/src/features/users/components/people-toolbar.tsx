import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import { USER_TEXT, type ManagedUser } from '@kolos/domain/users';
import { ListToolbar, type ListParams } from '../../../shared/list';
import { PEOPLE, type PeopleKind } from './people-kind';

interface Props {
  kind: PeopleKind;
  list: Pick<ListParams, 'q' | 'setSearch'>;
  selected: ManagedUser[];
  busy: boolean;
  mayCreate: boolean;
  mayDelete: boolean;
  /** Issue 19: the users list invites a farmer (UsersView create right). */
  mayInvite?: boolean;
  onInvite?: () => void;
  /** The company's invitations, with a new link for a farmer whose SMS was lost. */
  onInvitations?: () => void;
  onActivate: (users: ManagedUser[]) => void;
  onDeactivate: (users: ManagedUser[]) => void;
  onAdd: () => void;
}

/**
 * Search and the bulk buttons (SPEC 4 User activity): the employees list activates and
 * deactivates the ticked people; the users list deletes the ticked active ones.
 */
export function PeopleToolbar(p: Props) {
  const active = p.selected.filter((u) => u.active);
  return (
    <ListToolbar list={p.list}>
      {p.kind === 'employees' && p.mayDelete && (
        <>
          <Button
            variant="outlined"
            disabled={p.selected.length === 0 || p.busy}
            onClick={() => p.onActivate(p.selected)}
          >
            {USER_TEXT.activate}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={p.selected.length === 0 || p.busy}
            onClick={() => p.onDeactivate(p.selected)}
          >
            {USER_TEXT.deactivate}
          </Button>
        </>
      )}
      {p.kind === 'users' && p.mayDelete && (
        <Button
          variant="outlined"
          color="error"
          disabled={active.length === 0}
          onClick={() => p.onDeactivate(active)}
        >
          Удалить
        </Button>
      )}
      {p.mayInvite && p.onInvitations && (
        <Button variant="text" startIcon={<MarkEmailRead />} onClick={p.onInvitations}>
          Приглашения
        </Button>
      )}
      {p.mayInvite && p.onInvite && (
        <Button variant="outlined" startIcon={<PersonAddAlt1 />} onClick={p.onInvite}>
          Пригласить фермера
        </Button>
      )}
      {p.mayCreate && (
        <Button variant="contained" startIcon={<Add />} onClick={p.onAdd}>
          {PEOPLE[p.kind].addText}
        </Button>
      )}
    </ListToolbar>
  );
}
