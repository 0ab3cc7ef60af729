// A server a journey starts for itself (its own API, a dev server) must be gone before the next
// one binds the same port, so ending it waits for the exit, not just for the signal to be sent.
import type { ChildProcess } from 'node:child_process';

/** Sends `signal` to a process that is still running and resolves once it has exited. */
export async function endProcess(proc: ChildProcess | null, signal: NodeJS.Signals): Promise<void> {
  if (!proc || proc.exitCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill(signal);
  await exited;
}
