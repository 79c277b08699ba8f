# syntax=docker/dockerfile:1

# Shared base. node:20 ships npm 10, which ignores the "allowScripts" field of package.json;
# npm 11 honours it, so the approved install scripts (argon2, the embedded PostgreSQL binaries)
# run and the denied ones do not, as on a developer's machine. npm 11 goes into its own prefix
# rather than over the bundled npm: an in-place self-upgrade can fail half-way.
FROM node:20-bookworm-slim AS base
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
FROM base AS runtime
ENV NODE_ENV=production \
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
CMD ["node", "--max-old-space-size=1024", "--no-allocation-site-pretenuring", "dist/main.js"]
