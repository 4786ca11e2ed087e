#!/usr/bin/env bash
# Makes sure the PHP command line is there: the WordPress plugin's test lints its files with
# `php -l`. Idempotent: does nothing when `php` is already there; otherwise installs Debian's
# php-cli. Two callers at once wait for each other.
set -euo pipefail

if command -v php >/dev/null 2>&1; then
  exit 0
fi

# One install at a time: the lock is this script itself.
exec 9<"$0"
flock 9
if command -v php >/dev/null 2>&1; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo -n"
fi
export DEBIAN_FRONTEND=noninteractive
echo "PHP non trovato: installo php-cli" >&2
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends php-cli >&2
command -v php >/dev/null
