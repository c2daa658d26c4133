"""A sampled profile of the bot process with py-spy, summed by area (``python -m bench.cpu_bench --spy DIR``).

cProfile (``--profile``) hooks every call, so it slows the bot three-fold and inflates code
that makes many small calls; a sampling profiler reads the bot's stacks from outside, every
:data:`RATE`-th of a second, without stopping it (``--nonblocking``). py-spy is not a
requirement of the project: install it by hand (``.venv/bin/pip install py-spy``; it needs
ptrace, which root has).

Every thread that is running when sampled counts (the event loop, the picture thread, the
storage thread), idle ones do not, so the samples' shares stand for shares of the bot's CPU;
ms per move = share × the bench's measured bot CPU per move. That is approximate: a thread
waiting for the GIL is not idle to py-spy (two threads competing for it gave samples worth
about 1.2 cores in a process using 0.93), so a thread that waits for the GIL often (the picture
thread beside a busy loop) is over-counted. The summaries:

* **own**: by the area of the innermost frame (a library's name, our folder, or the standard
  library module), i.e. where the CPU is spent;
* **for**: by the innermost frame that is this project's code (``cogs/``, ``engine/``,
  ``storage/``), i.e. which of our code the CPU is spent for, library calls included; samples
  with no frame of ours are discord.py's and aiohttp's own work (reading the gateway, parsing
  events, the HTTP client) and asyncio's loop, named by their innermost frame's area;
* **for**, by file of ours (``cogs/kit/pictures.py``), the same samples finer;
* by thread (the event loop ``MainThread``, ``picture``, ``storage``), and the functions with
  most own samples.

Native code that runs without a Python frame of its own (Pillow's PNG encoder, a syscall) is
counted under the innermost Python frame that called it.
"""
from __future__ import annotations

import shutil
import signal
import subprocess
from collections import Counter
from pathlib import Path

RATE = 250
"""Samples per second."""

OURS = ("cogs", "engine", "storage")


def start(pid: int, out: Path) -> subprocess.Popen[bytes] | None:
    """Start sampling process ``pid`` into ``out`` (py-spy's raw folded stacks); None when py-spy
    is not installed."""
    exe = shutil.which("py-spy") or str(Path(__file__).resolve().parents[1] / ".venv" / "bin" / "py-spy")
    if not Path(exe).exists():
        return None
    return subprocess.Popen([exe, "record", "--pid", str(pid), "--rate", str(RATE), "--nonblocking", "--threads",
                             "--full-filenames", "--format", "raw", "--output", str(out)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def stop(proc: subprocess.Popen[bytes] | None) -> None:
    """Stop sampling; py-spy writes its file on SIGINT."""
    if proc is None:
        return
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def _frames(stack: str) -> list[str]:
    """The file of each frame, outermost first (py-spy's raw line: ``frame;frame;... count``,
    a frame ``function (file:line)``; with ``--threads`` the first is the thread)."""
    files = []
    for frame in stack.split(";"):
        if frame.startswith("thread ("):
            continue
        if frame.endswith(")") and " (" in frame:
            files.append(frame.rsplit(" (", 1)[1].rsplit(":", 1)[0])
    return files


def area(file: str, root: Path) -> str:
    """Where a frame's code lives: a library's name, our folder (``cogs/kit``, ``cogs/games/wildlife``),
    or ``python:<module>`` for the standard library."""
    if "site-packages/" in file:
        return file.split("site-packages/", 1)[1].split("/", 1)[0].removesuffix(".py")
    if file.startswith(str(root)):
        parts = Path(file).relative_to(root).parts
        return "/".join(parts[:3] if parts[:2] == ("cogs", "games") else parts[:2]).removesuffix(".py")
    if file.startswith(("<", "~")):
        return "builtins"
    return "python:" + Path(file).stem


def _ours(file: str, root: Path) -> bool:
    return file.startswith(str(root)) and Path(file).relative_to(root).parts[:1] in [(o,) for o in OURS]


def summarize(path: Path, root: Path, ms_per_move: float, top: int = 10) -> list[str]:
    """Five lines (threads, own, for, for by file, functions; see the module doc): each area's
    share of the samples and its ms per move (``ms_per_move`` × share); ``["no samples"]`` for
    an empty file."""
    own: Counter[str] = Counter()
    for_: Counter[str] = Counter()
    funcs: Counter[str] = Counter()
    threads: Counter[str] = Counter()
    for_file: Counter[str] = Counter()
    total = 0
    for line in path.read_text(errors="replace").splitlines():
        stack, _, count_s = line.rpartition(" ")
        if not count_s.isdigit():
            continue
        count = int(count_s)
        files = _frames(stack)
        if not files:
            continue
        total += count
        own[area(files[-1], root)] += count
        first = stack.split(";", 1)[0]
        name = first.split(": ", 1)[1] if first.startswith("thread (") and ": " in first else "?"
        threads["picture" if name.startswith("picture") else "storage" if "connection_worker" in name else name] += count
        mine = next((f for f in reversed(files) if _ours(f, root)), None)
        for_[area(mine, root) if mine else "no code of ours: " + area(files[-1], root)] += count
        for_file[str(Path(mine).relative_to(root)) if mine else "no code of ours"] += count
        leaf = stack.split(";")[-1]
        funcs[leaf.replace(str(root) + "/", "").split("site-packages/")[-1]] += count
    if not total:
        return ["no samples"]

    def fmt(c: Counter[str]) -> str:
        return ", ".join(f"{k} {100 * v / total:.1f} % ({ms_per_move * v / total:.2f} ms)" for k, v in c.most_common(top))

    return [f"{total:,} samples; threads: {fmt(threads)}", f"own: {fmt(own)}", f"for: {fmt(for_)}",
            f"for (by file of ours): {fmt(for_file)}", f"functions (own): {fmt(funcs)}"]
