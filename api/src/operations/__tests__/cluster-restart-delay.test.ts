// The supervisor never gives up on a worker that keeps exiting (the database away for minutes
// must not leave the service down after it returns): it waits longer between starts instead.
import { restartDelayMs } from '../cluster-primary';

test('the wait before a replacement doubles with each exit in the last minute, up to 30 s, and never stops', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 50].map(restartDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
});
