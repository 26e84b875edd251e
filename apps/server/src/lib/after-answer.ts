// Work a request starts but its answer must not wait for (docs/security.md "Account enumeration":
// a password reset answers before it looks the address up). Each task starts on a later turn of
// the event loop, after the handler has returned its answer; a failure is logged, never thrown
// at the caller. `settled()` waits for every task started so far: the server's close waits for
// it (docs/deployment.md "Graceful shutdown"), and tests wait for it before reading the outbox.
export interface AfterAnswer {
  run(name: string, task: () => Promise<unknown>): void;
  settled(): Promise<void>;
}

export function createAfterAnswer(log: { error(obj: object, msg: string): void }): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (err: unknown) => log.error({ err, task: name }, "work after the answer failed"),
        )
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
