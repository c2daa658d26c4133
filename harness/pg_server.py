"""A throwaway PostgreSQL server for tests, benches and local trials (Debian's ``postgresql`` package).

``initdb`` into a fresh folder, ``pg_ctl start`` listening only on a unix socket inside that
folder (no TCP port, so parallel runs never collide), trust authentication for the
``postgres`` role; :meth:`ThrowawayPostgres.stop` stops it and deletes the folder. The
binaries are found on PATH or in ``/usr/lib/postgresql/<version>/bin`` (the newest).
PostgreSQL refuses to run as root: as root the server runs as the ``postgres`` system user
(created by the Debian package) through ``runuser``.

Command line (used by ``.ci/run``; the same works on a developer's machine)::

    python -m harness.pg_server start DIR   # prints the URL, e.g. postgresql://postgres@/postgres?host=DIR/run
    python -m harness.pg_server stop DIR

``fast=True`` (tests) turns off fsync and synchronous commit — fine for data thrown away,
wrong for a benchmark of durable writes (benches use ``fast=False``).
"""
from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

PREFIX = "menagerie-pg-"
OWNER_FILE = "owner.pid"  # the pid of the process that started the server (for reap_orphans)

INSTALL_HINT = (
    "No PostgreSQL server binaries (initdb, pg_ctl) found on PATH or under /usr/lib/postgresql/*/bin. "
    "Install Debian's package: apt-get install -y postgresql — or set MENAGERIE_TEST_PG to a "
    "postgresql:// URL of a server where the tests may create databases."
)


class PostgresUnavailable(RuntimeError):
    """No PostgreSQL binaries, or the server would not start (the message says which and what to do)."""


def find_bin_dir() -> Path:
    """The folder holding ``initdb`` and ``pg_ctl``. Raises PostgresUnavailable with an install hint."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).resolve().parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[-3].split(".")[0]))
    if versions:
        return Path(versions[-1]).parent
    raise PostgresUnavailable(INSTALL_HINT)


class ThrowawayPostgres:
    """One private PostgreSQL server in ``folder`` (created if missing; a temporary one by default)."""

    def __init__(self, folder: Path | None = None, *, fast: bool = True) -> None:
        self.bin = find_bin_dir()
        self.folder = Path(folder) if folder else Path(tempfile.mkdtemp(prefix=PREFIX))
        self.data = self.folder / "data"
        self.sockets = self.folder / "run"
        self.fast = fast
        self._as_user: list[str] = []
        if os.geteuid() == 0:  # initdb and postgres refuse root
            if shutil.which("runuser") is None:
                raise PostgresUnavailable("running as root needs runuser (util-linux) to start PostgreSQL as 'postgres'")
            self._as_user = ["runuser", "-u", "postgres", "--"]

    @property
    def url(self) -> str:
        """The URL of the server's ``postgres`` database (``database_url(name)`` for another)."""
        return self.database_url("postgres")

    def database_url(self, name: str) -> str:
        return f"postgresql://postgres@/{name}?host={self.sockets}"

    def _run(self, *args: str) -> None:
        done = subprocess.run([*self._as_user, *args], capture_output=True, text=True, check=False)
        if done.returncode != 0:
            said = done.stderr.strip() or done.stdout.strip()
            raise PostgresUnavailable(f"{Path(args[0]).name} failed ({done.returncode}): {said}")

    def start(self) -> str:
        """initdb (if the folder is new) and start; return :attr:`url`. Raises PostgresUnavailable."""
        self.folder.mkdir(parents=True, exist_ok=True)
        self.sockets.mkdir(exist_ok=True)
        if self._as_user:
            shutil.chown(self.folder, "postgres")
            shutil.chown(self.sockets, "postgres")
            os.chmod(self.folder, 0o755)
        if not (self.data / "PG_VERSION").exists():
            self._run(str(self.bin / "initdb"), "-D", str(self.data), "-U", "postgres", "--auth=trust",
                      "--encoding=UTF8", "--locale=C", "--no-instructions")
        options = f"-k {self.sockets} -c listen_addresses='' -c max_connections=200"
        if self.fast:
            options += " -F -c synchronous_commit=off -c full_page_writes=off"
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-o", options, "-l", str(self.folder / "server.log"),
                  "-w", "-t", "60", "start")
        (self.folder / OWNER_FILE).write_text(str(os.getpid()))
        return self.url

    def create_database(self, name: str) -> str:
        """``createdb name`` on this server; return its URL. Raises PostgresUnavailable."""
        self._run(str(self.bin / "createdb"), "-h", str(self.sockets), "-U", "postgres", name)
        return self.database_url(name)

    def stop(self, *, remove: bool = True) -> None:
        """Stop the server (fast shutdown) and delete its folder. Safe to call twice."""
        if (self.data / "postmaster.pid").exists():
            subprocess.run([*self._as_user, str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop"],
                           capture_output=True, check=False)
        if remove:
            shutil.rmtree(self.folder, ignore_errors=True)


def reap_orphans() -> int:
    """Stop and delete the temporary servers (``$TMPDIR/menagerie-pg-*``) whose starting process is gone
    (a test run killed before its teardown). Returns how many were removed."""
    removed = 0
    for folder in Path(tempfile.gettempdir()).glob(PREFIX + "*"):
        try:
            owner = int((folder / OWNER_FILE).read_text())
        except (OSError, ValueError):
            continue  # not started by this module, or still starting
        if _alive(owner):
            continue
        ThrowawayPostgres(folder).stop()
        removed += 1
    return removed


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("start", "stop"):
        print("usage: python -m harness.pg_server start|stop DIR", file=sys.stderr)
        return 2
    try:
        server = ThrowawayPostgres(Path(argv[1]))
        if argv[0] == "start":
            print(server.start())
        else:
            server.stop()
    except PostgresUnavailable as exc:
        print(exc, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
