import type { JobDefinition } from '../jobs/jobs.ts';
import { MINUTE_MS } from '../lib/time.ts';
import { resumeModelBatches, type SimulationDeps } from './simulation.service.ts';

/** Template batches a stopped process left running are run again once their lease has passed. */
export function resumeModelBatchesJob(deps: SimulationDeps): JobDefinition {
  return {
    name: 'models.resumeBatches',
    everyMs: MINUTE_MS,
    async run({ log, signal }) {
      const count = await resumeModelBatches({ ...deps, log }, signal);
      if (count > 0) log.info({ count }, 'model batches resumed');
    },
  };
}
