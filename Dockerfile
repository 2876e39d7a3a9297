# syntax=docker/dockerfile:1
# One image, several roles: `start --role api` (the default command), `start --role worker`, `migrate`,
# `ptau fetch` (docs/operations.md). `npm run test:image` builds it and runs each role (test/image/check.mjs).

# The base: Node 20 on Debian bookworm. The image check builds from a local stand-in of it
# (--build-arg NODE_IMAGE=...), made where no container registry is reachable.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first, so that `npm ci` is redone only when they change; sdk/ is a workspace, so
# its manifest belongs to the install.
COPY package.json package-lock.json ./
COPY sdk/package.json sdk/
RUN npm ci --no-audit --no-fund
# What `npm run build` (bin/build.mjs) compiles: the WebAssembly core, the client library (whose
# generated types the dashboard imports) and the service. Not test/ nor bench/ (tsconfig.json
# includes them when they are there; here they are not).
COPY tsconfig.json ./
COPY bin bin
COPY sdk sdk
COPY src src
COPY workers workers
COPY wasm wasm
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/proofpay \
    PTAU_DIR=/var/lib/proofpay/ptau
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
# PTAU_DIR: the powers-of-tau files circuit setups need (none are generated in production). Mount a
# volume there and fill it once with `proofpay ptau fetch --power N`, which checks each file against
# its published hash (docs/operations.md, "Powers of tau"). Made here, owned by the service's user,
# so that a new named volume mounted on it starts with that owner.
RUN mkdir -p /var/lib/proofpay/ptau && chown -R node:node /var/lib/proofpay
USER node
EXPOSE 3000
# `proofpay health` asks the API role's /v1/health, or checks a worker role's heartbeat in the
# database; which role, it reads from the container's main process.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 CMD ["node", "dist/src/cli.js", "health"]
ENTRYPOINT ["node", "dist/src/cli.js"]
CMD ["start", "--role", "api"]
