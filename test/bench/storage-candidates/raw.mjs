// One candidate of run.ts: the library's storage work, written with this wrapper.
const req = (r) =>
  new Promise((res, rej) => {
    r.onsuccess = () => res(r.result);
    r.onerror = () => rej(r.error);
  });
const done = (tx) =>
  new Promise((res, rej) => {
    tx.oncomplete = res;
    tx.onerror = tx.onabort = () => rej(tx.error);
  });
export async function run(name, meetings) {
  const open = indexedDB.open(name, 1);
  open.onupgradeneeded = () => {
    const db = open.result;
    const rows = db.createObjectStore('rows', { keyPath: ['scope', 'id'] });
    rows.createIndex('by-start', 'startTime');
    db.createObjectStore('meetings', { keyPath: 'id' });
    db.createObjectStore('sync', { keyPath: 'name' });
  };
  const db = await req(open);
  const tx = db.transaction(['rows', 'meetings'], 'readwrite');
  for (const m of meetings) {
    tx.objectStore('rows').put(m.row);
    tx.objectStore('meetings').put(m.detail);
  }
  await done(tx);
  const all = await req(db.transaction('rows').objectStore('rows').index('by-start').getAll());
  const one = await req(db.transaction('meetings').objectStore('meetings').get(all[0].id));
  const t2 = db.transaction('meetings', 'readwrite');
  t2.objectStore('meetings').delete(one.id);
  await done(t2);
  const n = await req(db.transaction('meetings').objectStore('meetings').count());
  db.close();
  await req(indexedDB.deleteDatabase(name));
  return n;
}
