/*
 * The public face of the monitoring area (ADR 0062). It owns no table: the board reads the
 * auctions, offers and contracts through their areas' indexes. Nothing is exported yet.
 */
export {};
