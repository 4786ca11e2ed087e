#!/usr/bin/env bash
# Makes sure LibreOffice Calc can run headless: the spreadsheet test opens the exports with
# it (decision 029). Idempotent: does nothing when `soffice` is already there; otherwise
# installs Debian's libreoffice-calc-nogui. Two callers at once wait for each other.
set -euo pipefail

if command -v soffice >/dev/null 2>&1; then
  exit 0
fi

# One install at a time: the lock is this script itself.
exec 9<"$0"
flock 9
if command -v soffice >/dev/null 2>&1; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo -n"
fi
export DEBIAN_FRONTEND=noninteractive
echo "LibreOffice non trovato: installo libreoffice-calc-nogui" >&2
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends libreoffice-calc-nogui >&2
command -v soffice >/dev/null
