/**
 * Deletes records of another code's IndexedDB store (the worker's Workbox databases): those
 * `matches` accepts, or all. A database or store that does not exist is left alone, never made:
 * its owner creates it with its own schema when it first needs it.
 */
export async function deleteRecords(
  database: string,
  store: string,
  matches: (value: unknown) => boolean = () => true,
): Promise<void> {
  const db = await openExisting(database);
  if (!db) return;
  try {
    if (!db.objectStoreNames.contains(store)) return;
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction(store, 'readwrite');
      const cursor = transaction.objectStore(store).openCursor();
      cursor.onsuccess = () => {
        const current = cursor.result;
        if (!current) return;
        if (matches(current.value)) current.delete();
        current.continue();
      };
      transaction.oncomplete = () => {
        resolve();
      };
      transaction.onerror = () => {
        reject(transaction.error ?? new Error(`Could not clear ${database}/${store}`));
      };
      transaction.onabort = transaction.onerror;
    });
  } finally {
    db.close();
  }
}

/** The database when it exists; opening one that does not would create it empty. */
function openExisting(name: string): Promise<IDBDatabase | undefined> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    let created = false;
    request.onupgradeneeded = () => {
      // A new database: aborting its first version leaves none behind.
      created = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = (event) => {
      if (created) {
        event.preventDefault();
        resolve(undefined);
      } else {
        reject(request.error ?? new Error(`Could not open ${name}`));
      }
    };
  });
}
