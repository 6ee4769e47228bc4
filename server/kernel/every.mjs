/** Runs `job` when the server is ready, then every `intervalMs` until it closes; it logs its own failures. */
export function every(app, intervalMs, job) {
  let timer;
  app.addHook("onReady", async () => {
    await job();
    timer = setInterval(job, intervalMs).unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
