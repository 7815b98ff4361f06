// Last-resort handlers of the server process. A promise rejected without a handler is a bug in one request's
// code path: logged, and the server keeps serving. An uncaught exception may have left shared state half
// changed: logged, and the process exits non-zero so that its supervisor (systemd, Docker, npm start's
// caller) starts a fresh one.

let installed = false;

export function installProcessGuards(): void {
  if (installed) return;
  installed = true;
  process.on("unhandledRejection", (reason) => {
    console.error("Unhandled promise rejection (the server keeps running):", reason);
  });
  process.on("uncaughtException", (error, origin) => {
    console.error(`Uncaught exception (${origin}); the server exits for its supervisor to restart it:`, error);
    process.exit(1);
  });
}
