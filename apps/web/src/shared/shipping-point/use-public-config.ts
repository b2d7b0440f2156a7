import { useQuery } from '@tanstack/react-query';
import { publicConfigSchema } from '@kolos/domain/reference';
import { http } from '../api/http';

/**
 * What the server tells the app before login: for now the map tile URL (MAP_TILE_URL), undefined
 * until the server has said it — tiles asked from a built-in fallback first were refused by the
 * page's CSP (built from the configured URL) and logged console errors.
 */
export function useMapTileUrl(): string | undefined {
  const { data } = useQuery({
    queryKey: ['config', 'public'],
    queryFn: async () =>
      publicConfigSchema.parse(await http.get('/config/public', { auth: false, notify: false })),
    staleTime: Infinity,
  });
  return data?.mapTileUrl;
}
