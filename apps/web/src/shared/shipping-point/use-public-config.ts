import { useQuery } from '@tanstack/react-query';
import { publicConfigSchema } from '@kolos/domain/reference';
import { http } from '../api/http';

/** What the server tells the app before login: for now the map tile URL (MAP_TILE_URL). */
export const FALLBACK_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

export function useMapTileUrl(): string {
  const { data } = useQuery({
    queryKey: ['config', 'public'],
    queryFn: async () =>
      publicConfigSchema.parse(await http.get('/config/public', { auth: false, notify: false })),
    staleTime: Infinity,
  });
  return data?.mapTileUrl ?? FALLBACK_TILE_URL;
}
