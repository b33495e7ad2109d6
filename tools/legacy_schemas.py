"""Write tests/storage/legacy/: the migrations folder of every schema that ever landed.

Databases exist that were made at any commit of main, including the ones where branches
merged with renumbered migrations (languages was 0002, then 0004, 0005 and 0006). The
upgrade tests build a database from each of these states exactly as the code of that
commit did, so this walks main's history (git), keeps each distinct set of migration
files, and writes them with a manifest:

    python tools/legacy_schemas.py [REV]      # REV defaults to main

The states are history: run it again only to add a state (it rewrites the folder).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = "bot/storage/migrations"
OUT = ROOT / "tests" / "storage" / "legacy"


def git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True,
                          text=True).stdout


def files_at(commit: str) -> list[tuple[str, str]]:
    """(file name, blob) of every migration file at `commit`."""
    found = []
    for line in git("ls-tree", commit, f"{FOLDER}/").splitlines():
        meta, path = line.split("\t")
        name = path.rsplit("/", 1)[1]
        if name.endswith(".sql"):
            found.append((name, meta.split()[2]))
    return sorted(found)


def main(rev: str = "main") -> None:
    states: dict[tuple[tuple[str, str], ...], str] = {}
    for commit in git("rev-list", "--reverse", "--topo-order", rev).split():
        files = tuple(files_at(commit))
        if files and files not in states:
            states[files] = commit
    shutil.rmtree(OUT / "states", ignore_errors=True)
    manifest = []
    for files, commit in states.items():
        short = git("rev-parse", "--short=7", commit).strip()
        subject = git("log", "-1", "--format=%s", commit).strip()
        folder = OUT / "states" / short
        folder.mkdir(parents=True)
        for name, blob in files:
            (folder / name).write_bytes(
                subprocess.run(["git", "cat-file", "blob", blob], cwd=ROOT, check=True,
                               capture_output=True).stdout)
        names = [name for name, _ in files]
        backends = ["sqlite"] + (["postgres"] if any(".postgres." in n for n in names) else [])
        manifest.append({"state": short, "first_commit": commit, "subject": subject[:120],
                         "files": names, "backends": backends})
    (OUT / "states.json").write_text(json.dumps(manifest, indent=1) + "\n")
    print(f"{len(manifest)} past states written to {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main(*sys.argv[1:])
