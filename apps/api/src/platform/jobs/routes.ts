import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { instantDateOut, text } from '@kolos/domain';
import { typed } from '../http';

const failedJob = z.object({
  id: text(),
  name: text(),
  data: z.unknown(),
  error: z.unknown(),
  retryCount: z.number(),
  createdOn: instantDateOut(),
  completedOn: instantDateOut().nullable(),
});

/**
 * GET /api/jobs/failed: jobs that failed for good, newest first, for admins (ADR 0060). pg-boss
 * keeps them a month (archiveFailedAfterSeconds); the output holds the last error.
 */
export function registerJobRoutes(root: FastifyInstance): void {
  const app = typed(root);
  app.get(
    '/api/jobs/failed',
    {
      config: { access: { userTypes: ['admin'] } },
      schema: {
        tags: ['jobs'],
        operationId: 'jobs.failed',
        summary: 'Упавшие фоновые задания',
        querystring: z.object({ name: text().optional() }),
        response: { 200: z.array(failedJob) },
      },
    },
    async (req) => {
      const schema = sql.id(root.deps.jobs.schema, 'job');
      const byName = req.query.name ? sql`and name = ${req.query.name}` : sql``;
      const { rows } = await sql<z.infer<typeof failedJob>>`
        select id::text, name, data, output as error, retry_count, created_on, completed_on
        from ${schema} where state = 'failed' ${byName}
        order by completed_on desc nulls last limit 100`.execute(root.db);
      return rows;
    },
  );
}
