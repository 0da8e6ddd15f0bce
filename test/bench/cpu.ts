/**
 * CPU time of processes, from /proc (Linux): what a request costs the server and the database,
 * as opposed to how fast it came back. `utime + stime` of each process, in clock ticks
 * (`getconf CLK_TCK`, 100 on Linux); a process tree's time also counts the children it has
 * already reaped (`cutime + cstime`), so a PostgreSQL backend that ended mid-run is not lost.
 */
import { readdirSync, readFileSync } from "node:fs";

export interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime, in clock ticks. */
  own: number;
  /** cutime + cstime: reaped children's time, in clock ticks. */
  children: number;
}

/**
 * One /proc/<pid>/stat line. The command name (field 2) is in parentheses and may itself hold
 * spaces and parentheses, so the fields are counted from the last ")".
 */
export function parseProcStat(line: string): ProcStat {
  const open = line.indexOf("(");
  const close = line.lastIndexOf(")");
  if (open < 0 || close < open) throw new Error(`not a /proc stat line: ${line.slice(0, 80)}`);
  // After ")": state(3) ppid(4) … utime(14) stime(15) cutime(16) cstime(17).
  const f = line.slice(close + 2).trim().split(/\s+/);
  const at = (field: number) => Number(f[field - 3]);
  if (f.length < 15 || !Number.isFinite(at(17))) throw new Error(`short /proc stat line: ${line.slice(0, 80)}`);
  return { pid: Number(line.slice(0, open).trim()), ppid: at(4), own: at(14) + at(15), children: at(16) + at(17) };
}

/** Every live process's stat (processes that end while being read are left out). */
export function allStats(): ProcStat[] {
  const out: ProcStat[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      out.push(parseProcStat(readFileSync(`/proc/${name}/stat`, "utf8")));
    } catch {}
  }
  return out;
}

/** Ticks used by `roots` and all their descendants (live ones, plus what each has reaped). */
export function treeTicks(stats: ProcStat[], roots: number[]): number {
  const kids = new Map<number, ProcStat[]>();
  for (const s of stats) kids.set(s.ppid, [...(kids.get(s.ppid) ?? []), s]);
  const byPid = new Map(stats.map((s) => [s.pid, s]));
  let ticks = 0;
  const seen = new Set<number>();
  const walk = (s: ProcStat | undefined) => {
    if (!s || seen.has(s.pid)) return;
    seen.add(s.pid);
    ticks += s.own + s.children;
    for (const k of kids.get(s.pid) ?? []) walk(k);
  };
  for (const r of roots) walk(byPid.get(r));
  return ticks;
}

export const TICKS_PER_SECOND = 100;

/** CPU µs per request, from ticks before and after a run of `requests`. */
export const cpuMicrosPerRequest = (ticksBefore: number, ticksAfter: number, requests: number): number =>
  requests > 0 ? ((ticksAfter - ticksBefore) * 1_000_000) / TICKS_PER_SECOND / requests : 0;
