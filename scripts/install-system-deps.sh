#!/usr/bin/env bash
# Installs what the test run needs from Debian and a fresh machine lacks: the PostgreSQL server
# (integration and API tests against real PostgreSQL), the MariaDB server (the engine tests run every
# chart query on MariaDB too) and Chromium (Playwright end-to-end tests).
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
# mariadbd lives in /usr/sbin, which is not on every user's PATH.
mariadbd_path() {
  command -v mariadbd 2>/dev/null || { [ -x /usr/sbin/mariadbd ] && echo /usr/sbin/mariadbd; }
}
if mariadbd=$(mariadbd_path); then
  echo "system deps: MariaDB server found at $mariadbd"
else
  missing+=(mariadb-server)
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

# The test run starts its own throwaway MariaDB; keep Debian from starting the system-wide service
# (it would stay running on port 3306 after the tests). policy-rc.d tells invoke-rc.d to start nothing
# during this install; one that is already there (containers have one) is left alone.
policy_rc=""
if [[ " ${missing[*]} " == *" mariadb-server "* ]] && [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' | "${as_root[@]}" tee /usr/sbin/policy-rc.d >/dev/null
  "${as_root[@]}" chmod 755 /usr/sbin/policy-rc.d
  policy_rc=/usr/sbin/policy-rc.d
fi
remove_policy_rc() {
  if [ -n "$policy_rc" ]; then
    "${as_root[@]}" rm -f "$policy_rc"
    policy_rc=""
  fi
}
trap remove_policy_rc EXIT

echo "system deps: installing ${missing[*]} with apt-get"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -q
"${as_root[@]}" apt-get install -y -q "${missing[@]}"
remove_policy_rc

# Verify instead of trusting apt's exit code, so a green run always means the tools are there.
pg_bindir >/dev/null || { echo "system deps: PostgreSQL server binaries still missing after install" >&2; exit 1; }
mariadbd_path >/dev/null || { echo "system deps: MariaDB server (mariadbd) still missing after install" >&2; exit 1; }
command -v chromium >/dev/null || { echo "system deps: chromium still missing after install" >&2; exit 1; }
echo "system deps: installed ${missing[*]} (PostgreSQL in $(pg_bindir), MariaDB at $(mariadbd_path), Chromium at $(command -v chromium))"
