import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createTestApp, onPostgres } from '../../../test-support/create-test-app';
import { backupDatabase, defaultBackupFile, describeRestore, restoreDatabase } from '../backup';
import { RIDER } from '../../../modules/orders/__tests__/order-test-helpers';

// The online backup copies the embedded SQLite file; PostgreSQL is backed up with its own tools (docs/operations.md).
(onPostgres ? describe.skip : describe)('online backup and restore', () => {
  it('backs up a running database and restores it while the app keeps serving', async () => {
    const t = await createTestApp();
    try {
      const live = path.join(t.dataDir, 'qcard.sqlite');
      const before = await t.app.qcard.db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const backup = await backupDatabase(live, defaultBackupFile(t.dataDir));
      expect(fs.existsSync(backup)).toBe(true);
      // One self-contained file: no -wal / -shm beside it.
      expect(fs.readdirSync(path.dirname(backup))).toEqual([path.basename(backup)]);

      // A change after the backup...
      await t.app.qcard.db
        .insertInto('feedback')
        .values({
          subject: 'after backup',
          name: null,
          email: null,
          phone: null,
          comments: 'x',
          user_id: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      const during = await t.app.qcard.db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(during.n)).toBe(Number(before.n) + 1);

      // ...is gone after the restore, seen through the app's own open connection.
      await restoreDatabase(backup, live);
      const after = await t.app.qcard.db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      // The live database keeps its WAL mode (concurrent readers) after the restore.
      const check = new BetterSqlite3(live, { readonly: true });
      try {
        expect(check.pragma('journal_mode', { simple: true })).toBe('wal');
      } finally {
        check.close();
      }
    } finally {
      await t.close();
    }
  });

  it('says that sessions started after the backup end with the restore, and ends exactly those', async () => {
    const t = await createTestApp();
    try {
      const live = path.join(t.dataDir, 'qcard.sqlite');
      const before = await t.login(RIDER.email, RIDER.password);
      const backup = await backupDatabase(live, defaultBackupFile(t.dataDir));
      const after = await t.login(RIDER.email, RIDER.password);
      expect((await t.post('/user/details', {}, after)).envelope.status).toBe('SUCCESS');

      const report = await restoreDatabase(backup, live);
      expect(report).toMatchObject({
        endedSessions: 1,
        endedSessionOwners: 1,
        lostOrders: 0,
        lostUsers: 0,
      });
      expect(describeRestore(report)[0]).toMatch(
        /^Signed out: 1 session started after the backup \(1 person\) ended with this restore/,
      );
      expect((await t.post('/user/details', {}, after)).statusCode).toBe(401);
      expect((await t.post('/user/details', {}, before)).envelope.status).toBe('SUCCESS');
    } finally {
      await t.close();
    }
  });

  it('refuses to restore a file that is not a Q Card database', async () => {
    const t = await createTestApp();
    try {
      const junk = path.join(t.dataDir, 'junk.sqlite');
      fs.writeFileSync(junk, 'not a database');
      await expect(restoreDatabase(junk, path.join(t.dataDir, 'qcard.sqlite'))).rejects.toThrow(
        /not a usable backup/,
      );
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
