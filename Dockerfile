# syntax=docker/dockerfile:1
# Rivalscope: build the one executable with npm (Bun comes from npm as a dev dependency), then run
# it alone on a slim Debian as an unprivileged user. See README.md, "Docker".
#
# Base images are pinned; bump them on purpose. The build needs a maintained Node LTS (24 "Krypton").
ARG NODE_VERSION=24.11.1
ARG DEBIAN_VERSION=12.12

# ── Build stage ──────────────────────────────────────────────────────────────────────────────
FROM node:${NODE_VERSION}-bookworm-slim AS build
# No build tool phones home: npm's notices and audit, Bun's crash reports and telemetry
# (DO_NOT_TRACK), Scarf's install analytics (pulled in by swagger-ui-dist) and Redocly's
# telemetry (a dev dependency, used by the tests) are all off.
ENV DO_NOT_TRACK=1 \
    SCARF_ANALYTICS=false \
    REDOCLY_TELEMETRY=off \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

# ── Runtime stage: the executable and CA certificates (Stripe, SMTPS), nothing else ──────────
FROM debian:${DEBIAN_VERSION}-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --user-group --home-dir /data --no-create-home --shell /usr/sbin/nologin rivalscope \
 && mkdir -p /data && chown rivalscope:rivalscope /data && chmod 0700 /data
COPY --from=build /src/dist/rivalscope /usr/local/bin/rivalscope
USER rivalscope
ENV RIVALSCOPE_DATA_DIR=/data PORT=3000 HOST=0.0.0.0
# The database, the instance key (secret.key) and the runtime files: keep and back up this volume.
VOLUME /data
EXPOSE 3000
# `rivalscope healthcheck` asks /healthz on the port the server really took — PORT, or a
# `serve --port N` given to docker run — which the server records in /data while it runs.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["rivalscope", "healthcheck"]
ENTRYPOINT ["rivalscope"]
CMD ["serve"]
