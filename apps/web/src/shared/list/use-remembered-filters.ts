import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { decodeAccessToken } from '../auth/jwt';
import { useTokens } from '../auth/use-tokens';

const storageKey = (user: string, screen: string) => `kolos.filters.${user}.${screen}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage refused (private mode): nothing remembered
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage full or refused: the screen still works, it only forgets
  }
}

/**
 * A screen's filters remembered per user on this device (issue 29 point 9): the URL stays their
 * home (a link or Back shows what it says); a visit whose URL names none of them gets the last
 * choice back. Clearing them is a choice too and is remembered as such.
 */
export function useRememberedFilters(screen: string, keys: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const tokens = useTokens();
  const user = tokens ? decodeAccessToken(tokens.accessToken)?.uuid : undefined;
  const chosen = new URLSearchParams();
  for (const k of keys) for (const v of params.getAll(k)) chosen.append(k, v);
  const snapshot = chosen.toString();
  // whether this visit has looked for a remembered choice yet
  const looked = useRef(false);
  useEffect(() => {
    if (!user) return;
    const key = storageKey(user, screen);
    if (!looked.current) {
      looked.current = true;
      const saved = snapshot === '' ? read(key) : null;
      if (saved) {
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            for (const [k, v] of new URLSearchParams(saved)) if (keys.includes(k)) next.append(k, v);
            return next;
          },
          { replace: true },
        );
        return; // the next render, with the choice back in the URL, writes it again
      }
    }
    write(key, snapshot);
    // keys are the screen's constant list
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, screen, snapshot, setParams]);
}
