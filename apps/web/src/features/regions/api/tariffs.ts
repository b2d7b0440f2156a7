import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { auditEntrySchema } from '@kolos/domain/audit';
import { tariffChangeSchema, tariffSchema, type TariffInput } from '@kolos/domain/tariffs';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';

/** SPEC 8: 'Ошибка сервиса тарифов.' when a tariffs call fails without a message. */
const tariffs = service('tariffs');

/** GET /audit as it reaches the browser: the record's instant is ISO text there, a Date on the server. */
const auditPage = z.object({ items: z.array(auditEntrySchema.extend({ createdAt: z.string() })) });

const tariffKeys = {
  all: ['tariffs'] as const,
  region: (fedRegionUuid: string) => [...tariffKeys.all, fedRegionUuid] as const,
  history: (fedRegionUuid: string) => [...tariffKeys.all, fedRegionUuid, 'history'] as const,
};

/** GET /tariffs/by-region/{id}: the subject's tariffs, REGIONAL first (any signed-in user). */
export const useTariffs = (fedRegionUuid: string) =>
  useQuery({
    queryKey: tariffKeys.region(fedRegionUuid),
    queryFn: async ({ signal }) =>
      z
        .array(tariffSchema)
        .parse(
          await tariffs(() => http.get(`/tariffs/by-region/${fedRegionUuid}`, { signal, notify: false })),
        ),
  });

/**
 * Who changed the subject's tariffs and how: the platform's audit log (GET /audit, admins only)
 * filtered to `tariff.update` records of the subject, newest first; a detail this version cannot
 * read is left out rather than shown half.
 */
export const useTariffHistory = (fedRegionUuid: string, enabled: boolean) =>
  useQuery({
    queryKey: tariffKeys.history(fedRegionUuid),
    queryFn: async ({ signal }) => {
      const page = auditPage.parse(
        await tariffs(() =>
          http.get('/audit', {
            query: { action: 'tariff.update', targetUuid: fedRegionUuid, limit: 50 },
            signal,
            notify: false,
          }),
        ),
      );
      return page.items.flatMap((item) => {
        const change = tariffChangeSchema.safeParse(item.detail);
        return change.success ? [{ ...item, change: change.data }] : [];
      });
    },
    enabled,
  });

/** POST /v2/tariffs (admins): replaces one tariff's bands; delivery prices follow at once. */
export function useSaveTariff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TariffInput) =>
      tariffSchema.parse(await tariffs(() => http.post('/v2/tariffs', input, { notify: false }))),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: tariffKeys.region(saved.regionUuid) });
      void client.invalidateQueries({ queryKey: ['delivery-price'] });
    },
  });
}
