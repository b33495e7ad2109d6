# Yacht bot: `python -m bot`, its state in the /data volume (README, "Docker").
# The base image is pinned to a patch release of Debian bookworm's slim Python; bump it
# (and libfribidi0's version below, from that Debian release) on purpose, not by accident.
FROM python:3.11.11-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    DATABASE_URL=sqlite:////data/yacht.db \
    DATA_DIR=/data \
    NUMBA_CACHE_DIR=/data/numba-cache \
    METRICS_PORT=9100 \
    METRICS_HOST=127.0.0.1

# libfribidi0: Pillow's wheels bundle raqm and HarfBuzz but load FriBiDi from the system;
# without it score sheets fall back to basic layout (Arabic unjoined, Tamil unshaped).
RUN apt-get update \
    && apt-get install -y --no-install-recommends libfribidi0=1.0.8-2.1 \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /app

# The dependencies first, in a layer of their own: editing the source does not reinstall
# them, only a change of pyproject.toml does.
COPY pyproject.toml ./
RUN python -c "import tomllib; print('\n'.join(tomllib.load(open('pyproject.toml', 'rb'))['project']['dependencies']))" > /tmp/requirements.txt \
    && pip install --no-cache-dir -r /tmp/requirements.txt \
    && rm /tmp/requirements.txt

COPY README.md ./
COPY bot ./bot
COPY cogs ./cogs
# Bytecode now: with PYTHONDONTWRITEBYTECODE every start would compile the source again
# (`python -m bot` in /app imports these folders), a part of the start-to-serving time.
RUN pip install --no-cache-dir --no-deps . \
    && python -m compileall -q bot cogs \
    && mkdir -p /data \
    && chown 10001:10001 /data

# A numeric user: Kubernetes' runAsNonRoot can check it, no /etc/passwd entry is needed.
USER 10001:10001
VOLUME ["/data"]
EXPOSE 9100
# /health answers while the process runs (bot/ops/metrics.py); METRICS_PORT must stay set.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:%s/health' % os.environ['METRICS_PORT'], timeout=4)"]
CMD ["python", "-m", "bot"]
