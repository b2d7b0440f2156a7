import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { RouteName } from '@kolos/domain';
import { useSession } from '../../../shared/auth/use-session';
import { pathOf } from '../../../shared/routing/paths';

/** The registration screens' common ground: the link's hash, the farmer's company, moving between steps. */
export function useRegistration() {
  const { hash = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const go = useCallback((name: RouteName) => navigate(pathOf(name, { hash })), [navigate, hash]);
  return {
    hash,
    companyUuid: user?.companyUuid ?? '',
    go,
    pathOf: (name: RouteName) => pathOf(name, { hash }),
  };
}
