import type { Placement } from '../trading-scenarios';
import type { PersonRequest } from './load';

/** A farmer's own address behind the load balancer (10.200.0.0/16, apart from the login loop's). */
const addressOf = (i: number) => `10.200.${(i >> 8) & 255}.${i & 255}`;

/**
 * Signs in every farmer the placements name (password login, a few at a time, each from his own
 * address) and answers the request source for the load: each placement once, in order. Past the
 * end it repeats the last one, which the server refuses (one live offer per company and auction),
 * so a short list shows as errors rather than as a faster run.
 */
export async function placementSource(base: string, placements: Placement[]) {
  const phones = [...new Set(placements.map((p) => p.phone))];
  const people = new Map<string, { token: string; ip: string }>();
  let next = 0;
  const worker = async () => {
    while (next < phones.length) {
      const i = next++;
      const phone = phones[i]!;
      const ip = addressOf(i);
      const res = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ phone, password: 'Kolos2026!' }),
      });
      if (!res.ok) throw new Error(`login ${phone}: ${res.status} ${await res.text()}`);
      people.set(phone, { token: ((await res.json()) as { access_token: string }).access_token, ip });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  let sent = 0;
  return {
    farmers: phones.length,
    used: () => sent,
    next: (): PersonRequest => {
      const p = placements[Math.min(sent++, placements.length - 1)]!;
      const person = people.get(p.phone)!;
      return { token: person.token, ip: person.ip, body: p.body };
    },
  };
}
