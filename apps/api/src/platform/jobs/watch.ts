import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';

const STATES = ['queued', 'active', 'failed'] as const;

/**
 * What an operator sees of the job queue (docs/operations.md): with WORKERS, the workers' state
 * in /api/ready; the jobs of each queue by state on /metrics, counted at each scrape.
 * Needs app.readiness and app.metrics (platform/operations).
 */
export function watchJobQueue(app: FastifyInstance): void {
  const { jobs, config } = app.deps;
  if (config.WORKERS) app.readiness.add('workers', () => jobs.working);
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Задачи очереди по состоянию: queued — ждут запуска или повтора, active — выполняются, failed — упали окончательно (хранятся 30 дней)',
    labelNames: ['queue', 'state'] as const,
    registers: [app.metrics],
    async collect() {
      this.reset();
      try {
        for (const counts of await jobs.counts())
          for (const state of STATES) this.set({ queue: counts.queue, state }, counts[state]);
      } catch (err) {
        // The rest of /metrics still answers; a database that is down shows in /api/ready.
        app.log.warn({ err }, 'metrics: job queue counts unavailable');
      }
    },
  });
}
