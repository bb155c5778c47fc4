/**
 * The thumbnail browser runs at idle CPU priority (Linux's SCHED_IDLE): it gets a core only when nothing else
 * wants one, so a picture never slows a person's request. A nice value would not hold: Chromium, when allowed,
 * sets its renderers' nice values itself on every navigation, but it leaves their scheduling policy alone, and
 * processes and threads inherit the policy when they start. playwright-core does not say the browser's pid, so
 * after a launch the browser is found among this server's child processes, and every thread of it and of the
 * processes below it is moved with util-linux's `chrt`. Elsewhere than Linux the browser keeps the server's
 * priority.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessEntry {
  pid: number;
  ppid: number;
  name: string;
}

/** The processes below `root` whose name matches, and every process below those. */
export function subtreesNamed(processes: ProcessEntry[], root: number, name: RegExp): number[] {
  const children = new Map<number, ProcessEntry[]>();
  for (const entry of processes) children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), entry]);
  const found: number[] = [];
  const queue: Array<{ pid: number; inside: boolean }> = [{ pid: root, inside: false }];
  while (queue.length > 0) {
    const { pid, inside } = queue.shift()!;
    for (const child of children.get(pid) ?? []) {
      const within = inside || name.test(child.name);
      if (within) found.push(child.pid);
      queue.push({ pid: child.pid, inside: within });
    }
  }
  return found;
}

/** `/proc/<pid>/stat`: "pid (name) state ppid …"; the name may hold spaces and parentheses. */
export function parseStat(stat: string): ProcessEntry | null {
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const pid = Number(stat.slice(0, open).trim());
  const ppid = Number(stat.slice(close + 2).split(' ')[1]);
  return Number.isInteger(pid) && Number.isInteger(ppid) ? { pid, ppid, name: stat.slice(open + 1, close) } : null;
}

function processTable(): ProcessEntry[] {
  const read = (pid: string) => {
    try {
      return parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return null; // it ended meanwhile
    }
  };
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return []; // no /proc: not Linux
  }
  return pids.map(read).filter((entry): entry is ProcessEntry => entry !== null);
}

/** Moves every thread of the Chromium processes this server started to SCHED_IDLE; resolves with how many. */
export async function idleChromiumProcesses(): Promise<number> {
  const pids = subtreesNamed(processTable(), process.pid, /^(chromium|chrome)/);
  const moved = await Promise.all(
    pids.map((pid) => new Promise<boolean>((resolve) => execFile('chrt', ['--all-tasks', '--idle', '--pid', '0', String(pid)], (err) => resolve(!err)))),
  );
  return moved.filter(Boolean).length;
}
