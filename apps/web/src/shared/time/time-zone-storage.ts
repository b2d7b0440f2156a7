import type { TimeZoneId } from '@kolos/domain';

/**
 * Where the user's zone is kept. Apart from the zone arithmetic (time-zone-store, which needs
 * dayjs) so that sign-out, which forgets the zone, does not load dayjs on /login.
 */
const KEY = 'kolos.timeZone';

type Listener = () => void;
const listeners = new Set<Listener>();

export function readSavedZone(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Keeps a guessed zone without telling anyone: nothing changed for the user. */
export function saveZone(zone: TimeZoneId): void {
  try {
    localStorage.setItem(KEY, zone);
  } catch {
    // Storage may be unavailable (private mode); the guess still works for this page.
  }
}

export function setTimeZone(zone: TimeZoneId): void {
  localStorage.setItem(KEY, zone);
  for (const listener of listeners) listener();
}

/** Sign-out forgets the saved zone (SPEC 4 Login). */
export function clearTimeZone(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
  for (const listener of listeners) listener();
}

export function subscribeTimeZone(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
