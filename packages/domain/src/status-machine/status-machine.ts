/**
 * A status machine as data: the statuses a stored row can have, the moves allowed out of each,
 * and the Russian sentence a refused move answers with. Every area with a status (contracts,
 * prepayment requests, later auctions and slots) declares one; the API's status helper
 * (apps/api/src/platform/status-machine.ts) and the web's row menus both read it, so a move is
 * allowed in exactly one place.
 */
export interface StatusMachine<S extends string> {
  /** The statuses a stored row can have, in the order they are listed to people. */
  readonly statuses: readonly S[];
  /** From each status, the statuses it may move to; a status with no moves is final. */
  readonly moves: Readonly<Record<S, readonly S[]>>;
  /** The 409 text for a move the table does not allow (either side may be any text). */
  readonly refusal: (from: string, to: string) => string;
  /** True when `to` is one of the moves out of `from`; unknown statuses are never allowed. */
  readonly allows: (from: string, to: string) => to is S;
  /** True when `status` is one the machine stores. */
  readonly has: (status: string) => status is S;
}

/** Builds the machine of a transition table; the statuses are the table's keys, in their order. */
export function statusMachine<S extends string>(definition: {
  moves: Record<S, readonly S[]>;
  refusal: (from: string, to: string) => string;
}): StatusMachine<S> {
  const moves = definition.moves;
  const statuses = Object.keys(moves) as S[];
  const has = (status: string): status is S => Object.hasOwn(moves, status);
  return {
    statuses,
    moves,
    refusal: definition.refusal,
    has,
    allows: (from: string, to: string): to is S => has(from) && moves[from].includes(to as S),
  };
}

/** Every allowed move of a machine as [from, to] pairs: what the table-driven tests compare. */
export const allowedMoves = <S extends string>(machine: StatusMachine<S>): [S, S][] =>
  machine.statuses.flatMap((from) => machine.moves[from].map((to): [S, S] => [from, to]));
