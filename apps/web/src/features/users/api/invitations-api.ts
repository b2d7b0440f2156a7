import { useMutation } from '@tanstack/react-query';
import { invitationReply, type InvitationInput } from '@kolos/domain/registration';
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
