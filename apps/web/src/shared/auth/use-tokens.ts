import { useSyncExternalStore } from 'react';
import { getTokens, subscribeTokens, type Tokens } from './token-store';

/** The tokens of this tab, re-rendering when they change (here or, for shared ones, in another tab). */
export function useTokens(): Tokens | null {
  return useSyncExternalStore(subscribeTokens, getTokens, getTokens);
}
