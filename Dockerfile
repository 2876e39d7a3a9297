# syntax=docker/dockerfile:1
# One image, two roles: `start --role api` (the default command) or `start --role worker`.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY bin bin
COPY src src
COPY workers workers
COPY test test
COPY bench bench
COPY wasm wasm
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/proofpay
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist/src dist/src
COPY --from=build /app/dist/workers dist/workers
COPY --from=build /app/dist/wasm dist/wasm
COPY package.json ./
COPY sql sql
COPY circuits circuits
# The default chain registry (CHAIN_REGISTRY_FILE) is read at start, from its place in the source tree.
COPY src/core/chain/registry.json src/core/chain/registry.json
RUN mkdir -p /var/lib/proofpay && chown node:node /var/lib/proofpay
USER node
EXPOSE 3000
ENTRYPOINT ["node", "dist/src/cli.js"]
CMD ["start", "--role", "api"]
