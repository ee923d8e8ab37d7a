/**
 * Lighthouse's simulated phone multiplies the page's main-thread tasks, as the trace measured them
 * on this machine, by four. On this two-core VM the measuring was shared: Lighthouse itself (about
 * 15 s of CPU per run), the server, PostgreSQL and Chromium's browser and compositor processes ran on
 * the same two cores as the page, and the page's main thread waited for a core most of the time in its
 * longest tasks (a trace: 110 ms long for 16 ms of CPU). A phone runs none of the first three, and has
 * cores to spare for the rest (Chrome on Android raises the foreground page's priority besides).
 * `favourRenderers` lowers the priority (nice 10) of every process this one started, and of itself,
 * except Chromium's renderers and the zygotes they are forked from: the page's own work is measured
 * as it is, without the harness's work counted in it. Linux only; nothing happens elsewhere.
 */
import fs from 'node:fs';
import os from 'node:os';

const LOWER = 10;

function children(): Map<number, number[]> {
  const byParent = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command may contain spaces and parentheses: the fields after the last ')' are fixed.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      byParent.set(parent, [...(byParent.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return byParent;
}

/** `root` and every process below it. */
export function processTree(root: number): number[] {
  const byParent = children();
  const all: number[] = [];
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    all.push(pid);
    stack.push(...(byParent.get(pid) ?? []));
  }
  return all;
}

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** A process whose priority stays: a page's renderer, or a zygote that forks the renderers to come. */
export function isRendererProcess(command: string): boolean {
  return /--type=(renderer|zygote)\b/.test(command);
}

/** Lowers every thread of this process and of the processes it started, renderers excepted; how many processes. */
export function favourRenderers(): number {
  if (process.platform !== 'linux') return 0;
  let lowered = 0;
  for (const pid of processTree(process.pid)) {
    if (isRendererProcess(commandLine(pid))) continue;
    let threads: string[];
    try {
      threads = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const thread of threads) {
      try {
        // Linux keeps a priority per thread; threads started later inherit their starter's.
        os.setPriority(Number(thread), Math.max(os.getPriority(Number(thread)), LOWER));
      } catch {
        // The thread ended meanwhile.
      }
    }
    lowered++;
  }
  return lowered;
}
