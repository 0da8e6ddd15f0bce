/**
 * The CPU time of one thread of this process, for budgets that must not depend on how loaded the
 * machine is: a worker that waits for a core (other processes, a busy CI runner) uses no budget
 * while it waits, so wall time would abandon real work on a slow day.
 *
 * Linux only (`/proc/self/task/<tid>/stat`: utime + stime, in clock ticks of 10 ms — USER_HZ is
 * 100 on every architecture Linux exports to user space). Elsewhere, or when /proc is not
 * mounted, the functions answer null and callers fall back to wall time.
 */
import { readFileSync, readlinkSync } from "node:fs";

const MS_PER_TICK = 10;

/** The calling thread's id ("12821"), for another thread to read its CPU time; null where unknown. */
export function currentThreadId(): string | null {
  try {
    // "/proc/thread-self" → "<pid>/task/<tid>"
    return readlinkSync("/proc/thread-self").split("/").pop() || null;
  } catch {
    return null;
  }
}

/** CPU time (user + system, ms, 10 ms resolution) the thread has used so far; null when unreadable (or it has exited). */
export function threadCpuMs(threadId: string): number | null {
  try {
    // The command name (field 2) may hold spaces and parentheses: the fields after it start past the last ")".
    const stat = readFileSync(`/proc/self/task/${threadId}/stat`, "latin1");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Fields 14 and 15 of stat(5) (utime, stime) are the 12th and 13th after the command name.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * MS_PER_TICK : null;
  } catch {
    return null;
  }
}
