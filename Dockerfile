# syntax=docker/dockerfile:1
# The production image: the built site and API on Node 20, production dependencies only, run
# as the unprivileged `node` user, with its data (embedded database, uploads) in /data.
#   docker build -t iqra .
#   docker run -p 3000:3000 -v iqra-data:/data iqra
# compose.yaml runs it as two instances on PostgreSQL and Redis behind nginx.

ARG NODE_IMAGE=node:20-bookworm-slim

# The workspace's manifests alone, so that installing is cached until they change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/

# Everything installed, then built: the web app (pages, server renderer) and the API bundle.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies alone (the API's, and the web renderer's: React components, router).
FROM manifests AS deps
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_TRIM_THRESHOLD_=131072 \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/packages/contracts ./packages/contracts
COPY --from=build /app/apps/api/package.json ./apps/api/
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/api/src/db/migrations ./apps/api/src/db/migrations
COPY --from=build /app/apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/web/dist-server ./apps/web/dist-server
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Alive: /api/health answers 200 (503 while draining or without its database).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node as PID 1 gets SIGTERM and drains (the server handles it); stop_grace_period covers it.
CMD ["node", "--max-semi-space-size=2", "apps/api/dist/server.js"]
