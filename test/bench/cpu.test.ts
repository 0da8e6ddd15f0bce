import { describe, expect, test } from "bun:test";
import { cpuMicrosPerRequest, parseProcStat, treeTicks } from "./cpu";

// A real line's shape (Linux proc(5)): pid (comm) state ppid … utime stime cutime cstime …
const line = (pid: number, comm: string, ppid: number, utime: number, stime: number, cutime = 0, cstime = 0) =>
  `${pid} (${comm}) S ${ppid} ${pid} ${pid} 0 -1 4194304 1200 0 0 0 ${utime} ${stime} ${cutime} ${cstime} 20 0 1 0 5000 100000 500 18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0`;

describe("the bench's CPU accounting (/proc/<pid>/stat)", () => {
  test("reads pid, parent, own and reaped children's ticks", () => {
    expect(parseProcStat(line(42, "bun", 1, 300, 25, 7, 3))).toEqual({ pid: 42, ppid: 1, own: 325, children: 10 });
  });

  test("a command name with spaces and parentheses does not shift the fields", () => {
    expect(parseProcStat(line(7, "postgres: postgres bench 127.0.0.1(5432) idle", 3, 11, 4))).toEqual({ pid: 7, ppid: 3, own: 15, children: 0 });
  });

  test("refuses a line that is not a stat line", () => {
    expect(() => parseProcStat("hello")).toThrow("not a /proc stat line");
    expect(() => parseProcStat("1 (x) S 0 1")).toThrow("short /proc stat line");
  });

  test("a tree's ticks: the roots, their descendants and what they reaped; others left out", () => {
    const stats = [
      parseProcStat(line(10, "postgres", 1, 100, 0, 50, 0)),
      parseProcStat(line(11, "postgres: backend", 10, 20, 5)),
      parseProcStat(line(12, "postgres: walwriter", 10, 3, 0)),
      parseProcStat(line(13, "child of backend", 11, 1, 1)),
      parseProcStat(line(99, "someone else", 1, 1000, 1000)),
    ];
    expect(treeTicks(stats, [10])).toBe(100 + 50 + 25 + 3 + 2);
    expect(treeTicks(stats, [11, 99])).toBe(25 + 2 + 2000);
    expect(treeTicks(stats, [404])).toBe(0);
  });

  test("µs per request from ticks (100 per second)", () => {
    expect(cpuMicrosPerRequest(1000, 1150, 10_000)).toBe(150);
    expect(cpuMicrosPerRequest(0, 5, 0)).toBe(0);
  });
});
