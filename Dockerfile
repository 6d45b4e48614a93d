# syntax=docker/dockerfile:1
# Two runtime targets from one workspace, each plain `node` on bundled JavaScript with production dependencies only
# (no TypeScript, tsx, Vite, Playwright or Lighthouse in a runtime image):
#   docker build --target platform -t casino-platform .   # reference upstream (PGlite in /app/data, or DATABASE_URL)
#   docker build --target bff -t casino-bff .             # serves the web client and /app/v1; needs UPSTREAM_URL
# compose.yaml runs two BFFs behind a proxy with the platform, PostgreSQL and Redis.
# The Node.js line is .node-version (24, an LTS line with security fixes to April 2028); a test checks they agree.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS base
ENV CI=true
RUN npm i -g pnpm@12.21.0
WORKDIR /app

# Install once with the lockfile; every package's manifest first so this layer caches across source edits.
FROM base AS deps
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY contracts/package.json contracts/
COPY server/package.json server/
COPY platform/package.json platform/
COPY web/package.json web/
COPY tests/package.json tests/
RUN pnpm install --frozen-lockfile

# Build: both servers bundled by esbuild (scripts/build-prod.mjs), the web client by Vite, then one folder per
# server holding only its production dependencies (pnpm deploy resolves the workspace links).
FROM deps AS build
COPY . .
RUN node scripts/build-prod.mjs \
 && pnpm --filter @casino/web build \
 && pnpm --filter @casino/server deploy --prod /out/server \
 && pnpm --filter @casino/platform deploy --prod /out/platform

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
RUN mkdir -p /app/data && chown node:node /app/data

# dist/bundle/ sits at the sources' depth, so the bundle finds drizzle/ and seed/ beside it as the sources do.
FROM runtime AS platform
COPY --from=build /out/platform/package.json ./
COPY --from=build /out/platform/node_modules ./node_modules
COPY --from=build /app/platform/drizzle ./drizzle
COPY --from=build /app/platform/seed ./seed
COPY --from=build /app/platform/dist ./dist
ENV HOST=0.0.0.0 PORT=8090 PGLITE_DIR=/app/data/pglite
# PGlite data lives here unless DATABASE_URL points at PostgreSQL
VOLUME /app/data
EXPOSE 8090
USER node
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8090/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# operator commands: docker exec <container> node dist/bundle/ops-cli.js help
CMD ["node", "dist/bundle/server.js"]

FROM runtime AS bff
COPY --from=build /out/server/package.json ./
COPY --from=build /out/server/node_modules ./node_modules
COPY --from=build /app/server/dist ./dist
COPY --from=build /app/web/dist ./web
ENV HOST=0.0.0.0 PORT=8080 WEB_DIST=/app/web BEACON_SPOOL_DIR=/app/data/beacon-spool
EXPOSE 8080
USER node
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# UPSTREAM_URL must point at the platform (or an operator's API), e.g. http://platform:8090
CMD ["node", "dist/server.js"]
