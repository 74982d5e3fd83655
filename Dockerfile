# syntax=docker/dockerfile:1
# The studio website on one VM: one Node process, one SQLite file and one uploads folder in /data.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary can be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
# ffmpeg checks and transcodes uploaded videos (and draws the demo video on a first start); curl-free health check below.
# restic (with ssh for sftp: repositories and CA certificates for s3:/rest:) sends the scheduled backups off the VM.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg fonts-dejavu-core tini restic openssh-client ca-certificates && rm -rf /var/lib/apt/lists/*
# Memory under hostile load (npm run bench:hostile): two malloc arenas instead of eight per core keep
# freed request buffers from piling up per thread, and a fixed mmap threshold (64 KiB) hands request
# chunks back to the system when freed (glibc otherwise raises it and keeps them in the heap): about
# 10 MiB less at rest and at peak. The V8 heap caps are package.json's start script's.
# SEED_DEMO=0: a studio's image starts empty; SEED_DEMO=1 at the first start adds the demo studio
# (`npm start` on a fresh clone seeds it by default).
ENV NODE_ENV=production \
    SEED_DEMO=0 \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=65536 \
    PORT=3000 \
    DATABASE_PATH=/data/db/data.sqlite \
    UPLOADS_DIR=/data/uploads
WORKDIR /app
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/package.json /app/server.js ./
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/scripts ./scripts
COPY --from=build --chown=node:node /app/app ./app
COPY --from=build --chown=node:node /app/db ./db
COPY --from=build --chown=node:node /app/tsconfig.json ./
RUN mkdir -p /data/db /data/uploads && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then(r => process.exit(r.ok ? 0 : 1)).catch(() => process.exit(1))"]
# tini forwards SIGTERM so the server shuts down gracefully.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--max-old-space-size=96", "--max-semi-space-size=2", "server.js"]
