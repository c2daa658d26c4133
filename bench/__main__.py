"""``python -m bench``: run the benchmarks and print one table with targets.

Usage::

    python -m bench                      # everything (under 3 minutes on 2 cores)
    python -m bench engine service       # only some: engine, service, roundtrip, cpu, render, memory, startup
    python -m bench cpu --tables 20 --moves 6   # bot CPU per move against the service's floor, every game
    python -m bench render --save DIR    # also write every picture frame it times as a PNG in DIR
    python -m bench --quick              # short smoke run (small sizes; targets not judged)
    python -m bench pressure --matches 50   # Discord writes, 429s, staleness (not in the default run)
    python -m bench hostile crash           # 10,000 hostile clicks; 100 matches through 10 SIGKILLs (not in the default run)
    python -m bench deadlines               # 10,000 turn-based matches: reload, memory, lateness (not in the default run)
    python -m bench reminders --matches 200 # reminder DMs per second under the budget, busy tables' staleness (not default)

Each benchmark runs in a fresh child process (``python -m bench --worker NAME``), so one
cannot disturb another's memory or timings and a broken one cannot stop the rest.
Figures are printed, never asserted: absolute times depend on the machine; compare the
ratios to the baselines measured in the same run.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any, TextIO

from bench.common import Row

ROOT = Path(__file__).resolve().parents[1]

BENCHES = ["engine", "service", "roundtrip", "cpu", "render", "memory", "startup", "pressure", "hostile", "crash",
           "deadlines", "reminders"]
DEFAULT = [b for b in BENCHES if b not in ("pressure", "hostile", "crash", "deadlines", "reminders")]  # minutes: only when named
PRESSURE_SECONDS = 60.0
STARTUP_RUNS = 3
WORKER_TIMEOUT_S = 150

TARGETS = [
    "act p99 <= 15 ms with 1000 concurrent matches",
    "service throughput >= 0.5 x bare-SQLite baseline (b: plain aiosqlite, one await per statement)",
    "interaction round trip p99 <= 50 ms (Discord's deadline: 3000 ms)",
    "bot CPU per move <= 8 x the match service's floor, every game",
    "picture draw+PNG p99 <= 50 ms and <= 200 KB per frame",
    "<= 50 KB resident memory per active match",
    "reload of 1000 active matches <= 2 s",
]


def worker(args: argparse.Namespace) -> None:
    """Run one benchmark in this process and write {"rows", "notes", "raw"} to ``args.out``."""
    rows: list[Row] = []
    notes: list[str] = []
    raw: Mapping[str, object] = {}
    name = args.worker
    if name == "engine":
        from bench import engine_bench

        rows, notes = engine_bench.run(args.quick)
    elif name == "service":
        from bench import service_bench

        rows, notes = service_bench.run(args.quick)
    elif name == "roundtrip":
        from bench import roundtrip_bench

        rows, notes = roundtrip_bench.run(args.quick)
    elif name == "cpu":
        from bench import cpu_bench

        rows, notes = cpu_bench.run(args.quick, tables=args.tables, moves=args.moves)
    elif name == "render":
        from bench import render_bench

        rows, notes = render_bench.run(args.quick, args.save)
    elif name == "memory":
        from bench import memory_bench

        rows = memory_bench.run_memory(args.db, args.game, args.n)
    elif name == "startup":
        from bench import memory_bench

        raw = memory_bench.run_startup(args.db, args.game)
    elif name == "pressure":
        from bench import pressure_bench

        rows, notes = pressure_bench.run([args.n], 20.0 if args.quick else PRESSURE_SECONDS)
    elif name == "hostile":
        from bench import hostile

        rows, notes = hostile.run(args.quick)
    elif name == "crash":
        from bench import crash

        rows, notes = crash.run(args.quick)
    elif name == "reminders":
        from bench import reminder_burst_bench

        rows, notes = reminder_burst_bench.run(args.n, 3 if args.quick else 10)
    elif name == "deadlines":
        from bench import deadlines_bench

        rows, notes = deadlines_bench.run(args.quick)
    elif name == "fixture":
        from bench import memory_bench

        raw = memory_bench.make_db(args.db, args.n, notes)
    else:
        raise SystemExit(f"unknown worker {name!r}")
    Path(args.out).write_text(json.dumps({"rows": [r.to_json() for r in rows], "notes": notes, "raw": raw}))


def spawn(name: str, tmp: str, quick: bool, **extra: object) -> dict[str, Any]:
    """Run a worker child; return its result, or {"error": reason}."""
    out = Path(tmp) / f"{name}-{time.monotonic_ns()}.json"
    cmd = [sys.executable, "-m", "bench", "--worker", name, "--out", str(out)]
    if quick:
        cmd.append("--quick")
    for key, value in extra.items():
        cmd += [f"--{key}", str(value)]
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    limit = {"pressure": 900, "hostile": 900, "crash": 2400, "deadlines": 1200, "cpu": 2400,
             "reminders": 900}.get(name, WORKER_TIMEOUT_S)
    try:
        proc = subprocess.run(cmd, cwd=ROOT, env=env, timeout=limit, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True)
    except subprocess.TimeoutExpired:
        return {"error": f"timed out after {limit} s"}
    if proc.returncode != 0 or not out.exists():
        tail = " | ".join(proc.stdout.strip().splitlines()[-3:])
        return {"error": f"exit {proc.returncode}: {tail}"}
    result: dict[str, Any] = json.loads(out.read_text())
    chatter = [line for line in proc.stdout.splitlines() if line.strip()]
    result["notes"] = list(result.get("notes", [])) + [f"{name}: {line}" for line in chatter[-5:]]
    return result


def print_table(rows: list[Row], out: TextIO = sys.stdout) -> None:
    headers = ("benchmark", "measure", "value", "target", "status")
    cells = [headers] + [(r.bench, r.measure, r.value, r.target, r.status) for r in rows]
    widths = [max(len(c[i]) for c in cells) for i in range(len(headers))]
    line = "+".join("-" * (w + 2) for w in widths)
    print(line, file=out)
    for i, c in enumerate(cells):
        print(" " + " | ".join(v.ljust(w) for v, w in zip(c, widths, strict=True)), file=out)
        if i == 0:
            print(line, file=out)
    print(line, file=out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("benches", nargs="*", choices=[[], *BENCHES], metavar="BENCH",
                    help=f"any of {', '.join(BENCHES)} (default: all)")
    ap.add_argument("--quick", action="store_true", help="short smoke run with small sizes (targets not judged)")
    ap.add_argument("--matches", type=int, default=None,
                    help="matches for memory/startup (default 1000; 100 with --quick) and pressure (default 50)")
    ap.add_argument("--tables", type=int, default=None, help="tables per game for cpu (default 50; 5 with --quick)")
    ap.add_argument("--moves", type=int, default=None, help="moves per table for cpu (default 8; 3 with --quick)")
    ap.add_argument("--save", metavar="DIR", default=None,
                    help="render: write every timed frame as a PNG in DIR (named by game, picture and frame)")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--out", help=argparse.SUPPRESS)
    ap.add_argument("--db", help=argparse.SUPPRESS)
    ap.add_argument("--game", help=argparse.SUPPRESS)
    ap.add_argument("--n", type=int, default=0, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        worker(args)
        return 0
    selected = [b for b in BENCHES if b in args.benches] if args.benches else DEFAULT
    n_matches = args.matches or (100 if args.quick else 1000)
    rows: list[Row] = []
    notes: list[str] = []
    t_start = time.perf_counter()
    print(f"menagerie benchmarks: {', '.join(selected)}{' (quick)' if args.quick else ''}; "
          f"python {sys.version.split()[0]}, {os.cpu_count()} cpus", flush=True)
    with tempfile.TemporaryDirectory(prefix="menagerie-bench-") as tmp:
        fixture: dict[str, Any] | None = None  # the worker's JSON answer
        for name in selected:
            t0 = time.perf_counter()
            print(f"... {name}", flush=True)
            if name in ("memory", "startup"):
                if fixture is None:
                    db = str(Path(tmp) / "active.sqlite3")
                    fixture = spawn("fixture", tmp, args.quick, db=db, n=n_matches)
                    if "error" in fixture:
                        notes.append(f"fixture: could not build the database of {n_matches} active matches: {fixture['error']}")
                    else:
                        raw = fixture["raw"]
                        notes += fixture["notes"]
                        notes.append(
                            f"fixture: {raw['active']} active matches of {raw['label']}, 10 actions in, "
                            f"~{raw['state_bytes']:.0f} B state each, built in {raw['seconds']:.1f} s"
                        )
                        fixture["db"] = db
                if "error" in fixture:
                    rows.append(Row(name, "no fixture database", "not measured"))
                    continue
                game = fixture["raw"]["game"]
                if name == "memory":
                    result = spawn("memory", tmp, args.quick, db=fixture["db"], game=game, n=n_matches)
                else:
                    runs = [spawn("startup", tmp, args.quick, db=fixture["db"], game=game) for _ in range(STARTUP_RUNS)]
                    bad = [r for r in runs if "error" in r]
                    if bad:
                        result = bad[0]
                    else:
                        from bench.memory_bench import startup_row

                        result = {"rows": [startup_row([r["raw"] for r in runs], n_matches, args.quick).to_json()], "notes": []}
            elif name == "pressure":
                result = spawn(name, tmp, args.quick, n=args.matches or 50)
            elif name == "cpu":
                extra = {k: v for k, v in (("tables", args.tables), ("moves", args.moves)) if v}
                result = spawn(name, tmp, args.quick, **extra)
            elif name == "render" and args.save:
                result = spawn(name, tmp, args.quick, save=Path(args.save).resolve())
            elif name == "reminders":
                result = spawn(name, tmp, args.quick, n=args.matches or (30 if args.quick else 200))
            else:
                result = spawn(name, tmp, args.quick)
            if "error" in result:
                notes.append(f"{name}: failed: {result['error']}")
                rows.append(Row(name, "failed", "see notes"))
            else:
                rows += [Row(**r) for r in result["rows"]]
                notes += result["notes"]
            print(f"    {name} done in {time.perf_counter() - t0:.1f} s", flush=True)
    print()
    print_table(rows)
    if notes:
        print("\nnotes:")
        for n in notes:
            print(f"  - {n}")
    print("\ntargets: " + "; ".join(TARGETS))
    judged = [r for r in rows if r.status]
    if args.quick:
        print("(--quick: small sizes; the met/not met marks only apply to a full run)")
    print(f"{sum(r.status == 'met' for r in judged)} of {len(judged)} judged figures meet their target; "
          f"total {time.perf_counter() - t_start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
