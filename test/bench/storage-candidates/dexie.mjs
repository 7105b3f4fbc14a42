// One candidate of run.ts: the library's storage work, written with this wrapper.
import Dexie from 'dexie';
export async function run(name, meetings) {
  const db = new Dexie(name);
  db.version(1).stores({ rows: '[scope+id], startTime', meetings: 'id', sync: 'name' });
  await db.transaction('rw', db.table('rows'), db.table('meetings'), async () => {
    await db.table('rows').bulkPut(meetings.map((m) => m.row));
    await db.table('meetings').bulkPut(meetings.map((m) => m.detail));
  });
  const all = await db.table('rows').orderBy('startTime').toArray();
  const one = await db.table('meetings').get(all[0].id);
  await db.table('meetings').delete(one.id);
  const n = await db.table('meetings').count();
  db.close();
  await Dexie.delete(name);
  return n;
}
