# shellcheck shell=bash
# Where the PostgreSQL server binaries live. Debian keeps them outside PATH, one directory per major
# version; the newest one wins. Prints nothing and fails when no initdb is installed.
pg_bindir() {
  local candidate
  candidate=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$candidate" ] && [ -x "$candidate/initdb" ]; then
    echo "$candidate"
    return 0
  fi
  if command -v pg_config >/dev/null 2>&1; then
    candidate=$(pg_config --bindir 2>/dev/null || true)
    if [ -n "$candidate" ] && [ -x "$candidate/initdb" ]; then
      echo "$candidate"
      return 0
    fi
  fi
  if command -v initdb >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
    return 0
  fi
  return 1
}
