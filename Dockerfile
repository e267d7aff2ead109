# One image for both processes: the API (default command) and the worker (command overridden).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev
# The modules' SQL functions and triggers (server/src/<module>/sql/*.sql), which the migrate step reads
# from their place in the source tree (server/src/database/sql-definitions.ts): the build has only .js.
RUN mkdir -p /tmp/sql-definitions && find server/src -path '*/sql/*.sql' -exec cp --parents {} /tmp/sql-definitions/ \;

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /tmp/sql-definitions/server ./server
COPY --from=build /app/web/dist ./web/dist
RUN mkdir -p /data/uploads && chown node /data/uploads
USER node
EXPOSE 3000
CMD ["node", "dist/server/src/main.js"]
