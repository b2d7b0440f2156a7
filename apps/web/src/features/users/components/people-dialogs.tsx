import { fullName, USER_TEXT, type ManagedUser } from '@kolos/domain/users';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PEOPLE, type PeopleKind } from './people-kind';

export type Pending =
  { kind: 'deactivate'; users: ManagedUser[] } | { kind: 'impersonate'; user: ManagedUser } | null;

interface Props {
  kind: PeopleKind;
  pending: Pending;
  deactivating: boolean;
  impersonating: boolean;
  onDeactivate: (users: ManagedUser[]) => void;
  onImpersonate: (user: ManagedUser) => void;
  onCancel: () => void;
}

/** The questions before deactivating people and before entering a farmer's account (SPEC 6). */
export function PeopleDialogs({
  kind,
  pending,
  deactivating,
  impersonating,
  onDeactivate,
  onImpersonate,
  onCancel,
}: Props) {
  return (
    <>
      <ConfirmDialog
        open={pending?.kind === 'deactivate'}
        title={PEOPLE[kind].deactivateTitle}
        text={
          pending?.kind === 'deactivate'
            ? `${pending.users.map(fullName).join(', ')} — доступ будет закрыт сразу, открытые сеансы завершатся. Вернуть доступ можно кнопкой «Активировать» в разделе «Сотрудники».`
            : ''
        }
        confirmText={PEOPLE[kind].deactivateText}
        destructive
        loading={deactivating}
        onConfirm={() => pending?.kind === 'deactivate' && onDeactivate(pending.users)}
        onCancel={onCancel}
      />
      <ConfirmDialog
        open={pending?.kind === 'impersonate'}
        title={USER_TEXT.impersonate}
        text={
          pending?.kind === 'impersonate'
            ? `Откроется новая вкладка, в которой вы будете работать как ${fullName(pending.user)} (${pending.user.company?.name ?? 'без организации'}). Вход записывается в журнал, сеанс ограничен по времени. Эта вкладка останется вашей.`
            : ''
        }
        confirmText="Войти"
        loading={impersonating}
        onConfirm={() => pending?.kind === 'impersonate' && onImpersonate(pending.user)}
        onCancel={onCancel}
      />
    </>
  );
}
