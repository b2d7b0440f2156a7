import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiKeyWire, webhookSettingsWire, type WebhookSettingsBody } from '@kolos/domain/tasks';
import { http } from '../../../shared/api/http';
import { taskKeys } from './keys';
import { dealsService } from './tasks-service';

const integrationKeys = {
  webhook: () => [...taskKeys.all, 'webhook'] as const,
  apiKeys: () => [...taskKeys.all, 'api-keys'] as const,
};

/** Where the company's deals are sent (the super-user's settings); the secret is never read back. */
export const useWebhook = (enabled: boolean) =>
  useQuery({
    queryKey: integrationKeys.webhook(),
    queryFn: async () =>
      webhookSettingsWire.parse(await dealsService(() => http.get('/user/personal/task-webhook'))),
    enabled,
  });

export function useSaveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WebhookSettingsBody) =>
      webhookSettingsWire.parse(await dealsService(() => http.put('/user/personal/task-webhook', body))),
    // the answer with the secret stays in the dialog; the cache keeps what a read would answer
    onSuccess: ({ secret: _secret, ...stored }) =>
      queryClient.setQueryData(integrationKeys.webhook(), stored),
  });
}

export const useApiKeys = (enabled: boolean) =>
  useQuery({
    queryKey: integrationKeys.apiKeys(),
    queryFn: async () =>
      z
        .object({ keys: z.array(apiKeyWire) })
        .parse(await dealsService(() => http.get('/user/personal/api-keys'))).keys,
    enabled,
  });

/** Issue (`partner`) or revoke (`uuid`) a key; a new key is in the answer only. */
export function useApiKeyCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { partner: string } | { uuid: string }) =>
      apiKeyWire.parse(
        await dealsService(() =>
          'partner' in input
            ? http.post('/user/personal/api-keys', input)
            : http.delete(`/user/personal/api-keys/${input.uuid}`),
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeys() }),
  });
}
