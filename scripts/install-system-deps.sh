#!/usr/bin/env bash
# Installs what the test run needs from Debian and a fresh machine lacks: the PostgreSQL server
# (integration and API tests against real PostgreSQL) and Chromium (Playwright end-to-end tests).
# Already-present tools are left alone; whatever gets installed is printed. Never skips silently:
# when something is missing and cannot be installed, it fails.
set -euo pipefail

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=lib/pg-bin.sh
source "$SCRIPT_DIR/lib/pg-bin.sh"

missing=()
if bindir=$(pg_bindir); then
  echo "system deps: PostgreSQL server found in $bindir"
else
  missing+=(postgresql)
fi
if chromium_path=$(command -v chromium); then
  echo "system deps: Chromium found at $chromium_path"
else
  missing+=(chromium)
fi

if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "system deps: missing ${missing[*]}; run as root or install them: apt-get install -y ${missing[*]}" >&2
  exit 1
fi
command -v apt-get >/dev/null 2>&1 || {
  echo "system deps: missing ${missing[*]} and apt-get is not available; install them with your package manager" >&2
  exit 1
}

if [[ " ${missing[*]} " == *" postgresql "* ]]; then
  # The test run starts its own throwaway clusters; stop Debian from creating and starting the
  # system-wide "main" cluster, which would stay running after the tests.
  "${as_root[@]}" mkdir -p /etc/postgresql-common/createcluster.d
  echo 'create_main_cluster = false' | "${as_root[@]}" tee /etc/postgresql-common/createcluster.d/tessera-tests.conf >/dev/null
fi

echo "system deps: installing ${missing[*]} with apt-get"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -q
"${as_root[@]}" apt-get install -y -q "${missing[@]}"

# Verify instead of trusting apt's exit code, so a green run always means the tools are there.
pg_bindir >/dev/null || { echo "system deps: PostgreSQL server binaries still missing after install" >&2; exit 1; }
command -v chromium >/dev/null || { echo "system deps: chromium still missing after install" >&2; exit 1; }
echo "system deps: installed ${missing[*]} (PostgreSQL in $(pg_bindir), Chromium at $(command -v chromium))"
