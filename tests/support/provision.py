"""System programs the tests need, installed by the tests themselves when missing.

`pip install -e '.[dev]'` and `pytest` are all a fresh machine needs: a test that needs a
program PyPI does not ship (PostgreSQL's server, later a browser) asks for it here, and a
missing one is installed from Debian's packages, the project's machines' own (the
Dockerfile's base is Debian too). It happens once per machine, the first time such a test
runs, and is said on the terminal. Where nothing can install it (no apt-get, or neither
root nor a password-less sudo), the test fails naming the command to run: never a skip,
since a suite that skips its PostgreSQL half passes without testing it.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

APT_TIMEOUT = 1800.0
"""Seconds an install may take: a download on a slow link, never a hang."""


def _apt_prefix() -> list[str] | None:
    """How to run apt-get here: directly as root, through a password-less sudo, or not."""
    if shutil.which("apt-get") is None:
        return None
    if os.geteuid() == 0:
        return []
    sudo = shutil.which("sudo")
    if sudo and subprocess.run([sudo, "-n", "true"], capture_output=True).returncode == 0:
        return [sudo, "-n"]
    return None


def _apt_get(prefix: list[str], *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    # Another install in progress holds dpkg's lock: wait for it rather than fail.
    command = [*prefix, "apt-get", "-q", "-y", "-o", "DPkg::Lock::Timeout=600", *args]
    return subprocess.run(command, capture_output=True, text=True, env=env,
                          timeout=APT_TIMEOUT, check=False)


@contextmanager
def _one_install_at_a_time() -> Iterator[None]:
    """The suite's parallel workers (pytest-xdist) may each find a package missing: the
    first installs it while the others wait here, then find it. apt's own lock is not
    enough: two `apt-get update`s at once fail on the package lists' lock."""
    with (Path(tempfile.gettempdir()) / "yacht-tests-apt.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def debian_package(package: str, find: Callable[[], T | None]) -> T:
    """What `find()` finds, after installing Debian's `package` if it found nothing."""
    found = find()
    if found is not None:
        return found
    prefix = _apt_prefix()
    if prefix is None:
        raise RuntimeError(f"the tests need Debian's {package!r} and cannot install it here"
                           f" (no apt-get, or neither root nor sudo without a password):"
                           f" install it (apt-get install {package}) and run them again")
    with _one_install_at_a_time():
        found = find()  # another test worker may have installed it while we waited
        if found is not None:
            return found
        print(f"\nthe tests need {package!r}: installing it with apt-get (once on this"
              " machine)", file=sys.__stderr__, flush=True)
        done = _apt_get(prefix, "install", "--no-install-recommends", package)
        if done.returncode != 0:  # a fresh machine's package lists are empty or stale
            _apt_get(prefix, "update")
            done = _apt_get(prefix, "install", "--no-install-recommends", package)
        found = find()
    if done.returncode != 0 or found is None:
        raise RuntimeError(f"apt-get install {package} failed ({done.returncode}):"
                           f"\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    return found
