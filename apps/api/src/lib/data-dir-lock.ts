import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Thrown when another live process holds the embedded database. */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (a running server?). ` +
        'Stop it first: embedded PostgreSQL (PGlite) is one process’s alone.',
    );
  }
}

/**
 * A process's start time since boot (Linux, /proc), which tells a live holder from a new
 * process that was given a dead holder's number (containers reuse low numbers at each start).
 */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22, counted after the command name, which may hold spaces and ends with ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

const isAlive = (pid: number, startedAt: string | undefined) => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = startTimeOf(pid);
  return !startedAt || !now || now === startedAt;
};

/**
 * Claims an embedded database's folder for this process: a file beside it names the process.
 * A second server, a backup or a restore on the same folder would corrupt it, so each claims
 * it first and stops with `DataDirInUse` while a live process holds it (this one included: a
 * second open in one process is as harmful); a claim left by a process that died is taken
 * over. Returns the release.
 */
export function claimDataDir(dataDir: string): () => void {
  const lock = `${dataDir}.lock`;
  mkdirSync(path.dirname(lock), { recursive: true });
  const me = `${process.pid} ${startTimeOf(process.pid) ?? ''}`.trim();
  for (;;) {
    try {
      writeFileSync(lock, me, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pid, startedAt] = readFileSync(lock, 'utf8').trim().split(' ');
      const holder = Number(pid);
      if (holder && isAlive(holder, startedAt)) throw new DataDirInUse(dataDir, holder);
      rmSync(lock, { force: true });
    }
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    rmSync(lock, { force: true });
  };
}
