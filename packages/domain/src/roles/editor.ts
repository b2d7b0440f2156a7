import { CATALOGUE_ITEMS, ROLE_CATALOGUE, policiesFromItems, itemsFromPolicies } from '../access/catalogue';
import { policyFromWire, type Policy, type WirePolicy } from '../access/rights';

/** How a group checkbox of the role editor shows (SPEC 2.3). */
export type GroupTick = 'all' | 'some' | 'none';

const groupKeys = (groupKey: string): string[] =>
  ROLE_CATALOGUE.find((g) => g.key === groupKey)?.items.map((i) => i.key) ?? [];

/** SPEC 2.3: a group shows ticked when all its items are ticked (and half-ticked when some are). */
export function groupTick(groupKey: string, ticked: ReadonlySet<string>): GroupTick {
  const keys = groupKeys(groupKey);
  const on = keys.filter((k) => ticked.has(k)).length;
  if (on === 0) return 'none';
  return on === keys.length ? 'all' : 'some';
}

/** SPEC 2.3: a group checkbox ticks all its items — or, when all are ticked, clears them. */
export function toggleGroup(groupKey: string, ticked: ReadonlySet<string>): Set<string> {
  const next = new Set(ticked);
  const keys = groupKeys(groupKey);
  if (groupTick(groupKey, ticked) === 'all') keys.forEach((k) => next.delete(k));
  else keys.forEach((k) => next.add(k));
  return next;
}

export function toggleItem(key: string, ticked: ReadonlySet<string>): Set<string> {
  const next = new Set(ticked);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

const KNOWN_KEYS = new Set(CATALOGUE_ITEMS.map((i) => i.key));

/**
 * What a role may hold: exactly the catalogue items its policies grant. Anything outside the
 * catalogue (unknown routes, rights or params) is dropped, so the stored policies are always what
 * the editor would produce from the same ticks.
 */
export function canonicalPolicies(wire: WirePolicy[]): { items: string[]; policies: Policy[] } {
  const items = itemsFromPolicies(wire.map(policyFromWire)).filter((k) => KNOWN_KEYS.has(k));
  return { items, policies: policiesFromItems(items) };
}

/**
 * Items in `wanted` the holder of `held` could not grant: no one hands out rights they lack. An
 * item is within reach when a held policy on its route covers its rights and carries no
 * restricting param the item lacks (full monitoring may grant monitoring without prices, not back).
 */
export function itemsBeyond(wanted: Iterable<string>, held: Policy[]): string[] {
  return [...wanted].filter((key) => {
    const item = CATALOGUE_ITEMS.find((i) => i.key === key);
    if (!item) return true;
    return !held.some(
      (p) =>
        p.resource.routeName === item.routeName &&
        p.resource.params.every((param) => item.params.includes(param)) &&
        item.rights.every((r) => p.accessRights.includes('*') || p.accessRights.includes(r)),
    );
  });
}
