// One candidate of run.ts: the library's storage work, written with this wrapper.
import { openDB, deleteDB } from 'idb';
export async function run(name, meetings) {
  const db = await openDB(name, 1, {
    upgrade(db) {
      const rows = db.createObjectStore('rows', { keyPath: ['scope', 'id'] });
      rows.createIndex('by-start', 'startTime');
      db.createObjectStore('meetings', { keyPath: 'id' });
      db.createObjectStore('sync', { keyPath: 'name' });
    },
  });
  const tx = db.transaction(['rows', 'meetings'], 'readwrite');
  for (const m of meetings) {
    tx.objectStore('rows').put(m.row);
    tx.objectStore('meetings').put(m.detail);
  }
  await tx.done;
  const all = await db.getAllFromIndex('rows', 'by-start');
  const one = await db.get('meetings', all[0].id);
  await db.delete('meetings', one.id);
  const n = await db.count('meetings');
  db.close();
  await deleteDB(name);
  return n;
}
