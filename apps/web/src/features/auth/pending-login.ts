/** What the confirm step needs from the phone step; kept in sessionStorage so a reload keeps it. */
export interface PendingLogin {
  sessionUuid: string;
  phone: string;
  codeLength: number;
  resendAfterSeconds: number;
  /** When the code was sent (ms since epoch). */
  sentAt: number;
}

const KEY = 'kolos.pendingLogin';

function isPendingLogin(value: unknown): value is PendingLogin {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.sessionUuid === 'string' &&
    typeof v.phone === 'string' &&
    typeof v.codeLength === 'number' &&
    typeof v.resendAfterSeconds === 'number' &&
    typeof v.sentAt === 'number'
  );
}

export function savePendingLogin(pending: PendingLogin): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

/** The pending login from the router state, else from sessionStorage. */
export function readPendingLogin(state?: unknown): PendingLogin | null {
  if (isPendingLogin(state)) return state;
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isPendingLogin(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearPendingLogin(): void {
  sessionStorage.removeItem(KEY);
}

/** The moment a new code may be requested. */
export function resendAt(pending: PendingLogin): number {
  return pending.sentAt + pending.resendAfterSeconds * 1000;
}
