"""What the side-by-side scripts share (compare_solvitaire.py, compare_fcsolve.py): running one
process timed by the kernel, and a program's summary over the deals."""
import os
import statistics
import subprocess


def run(cmd, stdin=None):
    """Runs cmd (stdin: text for its standard input); returns (stdout, CPU seconds, peak KiB,
    exit code). os.wait4 gives the process's own user + system CPU seconds and peak resident
    memory."""
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                         stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
                         text=True)
    if stdin is not None:
        p.stdin.write(stdin)
        p.stdin.close()
    out = p.stdout.read()
    _, status, usage = os.wait4(p.pid, 0)
    p.stdout.close()
    return out, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, os.waitstatus_to_exitcode(status)


def summary(rows):
    """Deals, won / lost / unknown, CPU seconds (total, median a deal), deals per CPU second and
    peak MiB of one program's rows (dicts with result, cpu, kib)."""
    cpu = [r["cpu"] for r in rows]
    count = lambda v: sum(r["result"] == v for r in rows)
    return {
        "deals": len(rows), "won": count("won"), "lost": count("lost"),
        "unknown": len(rows) - count("won") - count("lost"),
        "cpu_seconds": round(sum(cpu), 3), "median_cpu_seconds": round(statistics.median(cpu), 4),
        "deals_per_cpu_second": round(len(rows) / max(sum(cpu), 1e-9), 2),
        "peak_mib": round(max(r["kib"] for r in rows) / 1024, 1),
    }
