import type { Database } from '../../db/client';

/** Whether a subject of the federation with this uuid exists: every area that takes one asks. */
export const fedRegionExists = async (db: Database, uuid: string): Promise<boolean> =>
  Boolean(await db.selectFrom('fedRegions').select('uuid').where('uuid', '=', uuid).executeTakeFirst());
