# syntax=docker/dockerfile:1
# Two runtime targets from one workspace: `bff` (serves web/dist + /app/v1) and `platform` (reference upstream).
#   docker build --target platform -t casino-platform .
#   docker build --target bff -t casino-bff .
ARG NODE_IMAGE=node:20-bookworm-slim

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

FROM deps AS source
COPY . .

FROM source AS web-build
RUN pnpm --filter @casino/web build

# Runtime images run TypeScript through tsx (the same way `npm start` does), so no compile step.
FROM source AS platform
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8090
# PGlite data lives here unless DATABASE_URL points at PostgreSQL
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME /app/data
EXPOSE 8090
USER node
CMD ["node", "--import", "tsx", "platform/src/server.ts"]

FROM source AS bff
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 WEB_DIST=/app/web/dist
COPY --from=web-build /app/web/dist /app/web/dist
EXPOSE 8080
USER node
# UPSTREAM_URL must point at the platform (or an operator's API), e.g. http://platform:8090
CMD ["node", "--import", "tsx", "server/src/server.ts"]
