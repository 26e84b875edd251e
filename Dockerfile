# The shop as a container image (docs/deployment.md "Containers"): built in one stage, run in a
# slim one with production dependencies only, as an unprivileged user. Nothing is downloaded at
# run time.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/db/package.json packages/db/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/packages/db/package.json packages/db/
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/admin/package.json apps/admin/
COPY --from=build /app/e2e/package.json e2e/
COPY --from=build /app/bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The built server, its resolution hook, the migrations it runs at start, and the two client builds.
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/scripts apps/server/scripts
COPY --from=build /app/packages/db/drizzle packages/db/drizzle
COPY --from=build /app/apps/web/build apps/web/build
COPY --from=build /app/apps/admin/build apps/admin/build
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches node directly (exec form): graceful shutdown as docs/deployment.md describes.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
