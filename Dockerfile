# syntax=docker/dockerfile:1
# Build stage: install with npm (Bun comes as a dev dependency) and compile one executable.
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: just the executable, running as an unprivileged user.
FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home /data rivalscope && mkdir -p /data && chown rivalscope /data
COPY --from=build /src/dist/rivalscope /usr/local/bin/rivalscope
USER rivalscope
ENV RIVALSCOPE_DATA_DIR=/data PORT=3000 HOST=0.0.0.0
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=5s --retries=3 CMD ["rivalscope", "healthcheck"]
ENTRYPOINT ["rivalscope"]
CMD ["serve"]
