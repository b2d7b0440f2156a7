import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invitationReply, invitationsReply, type InvitationInput } from '@kolos/domain/registration';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';

const users = service('users');

/** POST /registration/invitations: a farmer invited by phone and ИНН; the link goes out by SMS. */
export function useInviteFarmer() {
  return useMutation({
    mutationFn: async (body: InvitationInput) =>
      invitationReply.parse(
        await users(() => http.post('/registration/invitations', body, { notify: false })),
      ),
  });
}

const invitationKeys = { all: ['users', 'invitations'] as const };

/** GET /registration/invitations: the caller's company's invitations, newest first. */
export const useInvitations = (enabled: boolean) =>
  useQuery({
    queryKey: invitationKeys.all,
    queryFn: async ({ signal }) =>
      invitationsReply.parse(
        await users(() => http.get('/registration/invitations', { query: { limit: 100 }, signal })),
      ),
    enabled,
  });

/** POST /registration/invitations/{id}/resend: a new link by SMS; the one sent before stops working. */
export function useResendInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (uuid: string) =>
      invitationReply.parse(
        await users(() => http.post(`/registration/invitations/${uuid}/resend`, {}, { notify: false })),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
