const KEY = 'kolos.deviceId';

/** A random id of this browser, sent as the login 'fingerprint' (SPEC 7 Auth). */
export function deviceFingerprint(): string {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved) return saved;
    const id = crypto.randomUUID();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    return 'unknown-device';
  }
}
