import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';

const users = service('users');

/** GET /user/password-reset/{token}: whether the link still works (and whose account it is). */
export const useResetLink = (token: string) =>
  useQuery({
    queryKey: ['password-reset', token],
    queryFn: () =>
      users(() =>
        http.get<{ phone: string }>(`/user/password-reset/${token}`, { auth: false, notify: false }),
      ),
    retry: false,
    staleTime: Infinity,
  });

/** POST /user/password-reset: sets the new password and spends the link. */
export function useSetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      users(() => http.post('/user/password-reset', body, { auth: false, notify: false })),
  });
}
