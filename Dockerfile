# Yacht bot: python -m bot, state in the /data volume.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    DATABASE_URL=sqlite:////data/yacht.db \
    DATA_DIR=/data \
    NUMBA_CACHE_DIR=/data/numba-cache

# libfribidi0: Pillow's wheels bundle raqm and HarfBuzz but load FriBiDi from the system;
# without it score sheets fall back to basic layout (Arabic unjoined, Tamil unshaped).
RUN apt-get update \
    && apt-get install -y --no-install-recommends libfribidi0 \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
RUN pip install . \
    && useradd --system --uid 10001 --home-dir /app --shell /usr/sbin/nologin yacht \
    && mkdir -p /data && chown yacht /data

USER yacht
VOLUME ["/data"]
CMD ["python", "-m", "bot"]
