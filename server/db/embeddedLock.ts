// One process at a time on an embedded database: PGlite has no server of its own, and two
// processes writing one folder would corrupt it. The holder writes its process id into
// the folder; a later opener finds it and stops while that process is alive (a file left
// by a process that died is taken over).
import fs from 'node:fs';
import path from 'node:path';

export class EmbeddedDatabaseInUse extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${folder} is in use by process ${pid} (a running server?). Stop it first, or use DATABASE_URL.`,
    );
  }
}

const LOCK_FILE = 'in-use.pid';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the folder for this process; the returned function gives it back. */
export function lockEmbeddedFolder(folder: string): () => void {
  const file = path.join(folder, LOCK_FILE);
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(fs.readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw new EmbeddedDatabaseInUse(folder, holder);
    }
    fs.rmSync(file, { force: true });
  }
}
