// Background jobs run once across the shop's processes (docs/deployment.md "Background jobs"):
// each tick of a job asks the database for the job's lock (DatabaseHandle.exclusively, a
// PostgreSQL advisory lock held for the run) and a process that does not get it skips the tick;
// the work itself is also claimed row by row (FOR UPDATE, SKIP LOCKED), so even two runs at once
// would not do one item twice.
export type Exclusively = (job: string, run: () => Promise<unknown>) => Promise<boolean>;

/** One process, or a test: every run is this process's. */
export const alwaysOurs: Exclusively = async (_job, run) => {
  await run();
  return true;
};
