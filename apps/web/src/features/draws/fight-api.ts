import { type BrandId, DRAWS_API, RANKINGS_API } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { FIGHT_KEY } from './api';

/** The anchor fight's look-ups (only its stage loads them, so the other draw pages skip the rankings contract). */

/**
 * A board the anchor fight picks hosts from: the day's fight board (`anchor_fight`) or the week's
 * charm stars (`charm`), top 20.
 */
export function useFightBoard(board: 'anchor_fight' | 'charm', brand: BrandId) {
  const period = board === 'anchor_fight' ? 'daily' : 'weekly';
  return useQuery({
    queryKey: [...FIGHT_KEY, board, brand],
    queryFn: () => apiCall(RANKINGS_API.rankings, { board, period, app_name: brand, limit: 20 }, { silent: true }),
    staleTime: 10_000,
    // other fans cheer too: the fight moves while the page is open
    refetchInterval: 15_000,
  });
}

/** A host named by id (a live room's link) who is on neither list: her profile, if she can be cheered for. */
export function useFightHost(anchorId: number | null, brand: BrandId) {
  return useQuery({
    queryKey: [...FIGHT_KEY, 'host', anchorId, brand],
    queryFn: () => apiCall(DRAWS_API.host, { anchor_id: String(anchorId) }, { brand }, { silent: true }),
    enabled: anchorId !== null,
    staleTime: 60_000,
    retry: false,
  });
}
