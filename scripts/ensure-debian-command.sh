#!/usr/bin/env bash
# Usage: ensure-debian-command.sh <command> <debian-package> <name shown>
# Makes sure <command> is on the PATH for a test that needs it: does nothing when it is
# there, otherwise installs Debian's <debian-package>. Idempotent; two callers at once (of
# any package) wait for each other, since apt runs one install at a time.
set -euo pipefail
cmd="$1" package="$2" name="$3"

if command -v "$cmd" >/dev/null 2>&1; then
  exit 0
fi

# One install at a time: the lock is this script itself.
exec 9<"$0"
flock 9
if command -v "$cmd" >/dev/null 2>&1; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo -n"
fi
export DEBIAN_FRONTEND=noninteractive
echo "$name non trovato: installo $package" >&2
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "$package" >&2
command -v "$cmd" >/dev/null
