"""The migrations: one numbering for both backends, in ``storage/migrations/``.

Migration ``NNN`` is either one file ``NNN_name.sql`` whose SQL both backends run, or, where
the SQL really differs (column types, identity columns), one file per dialect with the same
number and name: ``NNN_name.sqlite.sql`` and ``NNN_name.postgresql.sql``. Each backend applies
the migrations above its schema version in order, one transaction each, and records the
number reached (SQLite: ``PRAGMA user_version``; PostgreSQL: rows of ``schema_version``) —
the numbers both have recorded since migration 001.
"""
from __future__ import annotations

from pathlib import Path

MIGRATIONS = Path(__file__).with_name("migrations")
DIALECTS = ("sqlite", "postgresql")


def migration_files(dialect: str = "sqlite", folder: Path = MIGRATIONS) -> list[tuple[int, Path]]:
    """``[(number, path)]`` of every migration ``dialect`` ("sqlite" or "postgresql") runs, sorted.

    Raises ValueError on a badly named file, a number used by two migrations, or a per-dialect
    migration that lacks the file of one dialect.
    """
    if dialect not in DIALECTS:
        raise ValueError(f"no migrations for dialect {dialect!r}; dialects are {DIALECTS}")
    found: dict[int, dict[str, Path]] = {}
    names: dict[int, str] = {}
    for path in sorted(folder.glob("*.sql")):
        stem = path.name.removesuffix(".sql")
        name, _, suffix = stem.rpartition(".")
        kind = suffix if name and suffix in DIALECTS else "shared"
        name = name if kind != "shared" else stem
        digits, _, _ = name.partition("_")
        if not digits.isdigit():
            raise ValueError(f"migration {path.name} must start with a number")
        if names.setdefault(int(digits), name) != name:
            raise ValueError(f"migrations {names[int(digits)]} and {name} have the same number")
        found.setdefault(int(digits), {})[kind] = path
    chosen = []
    for number, files in sorted(found.items()):
        if "shared" in files and len(files) > 1:
            raise ValueError(f"migration {number:03d} is both shared and per dialect")
        if "shared" not in files and set(files) != set(DIALECTS):
            raise ValueError(f"migration {number:03d} needs a file for each of {DIALECTS}, has {sorted(files)}")
        chosen.append((number, files.get("shared") or files[dialect]))
    return chosen
