#!/usr/bin/env bash
# Makes sure LibreOffice Calc can run headless: the spreadsheet test opens the exports with
# it (decision 029).
exec "$(dirname "$0")/ensure-debian-command.sh" soffice libreoffice-calc-nogui LibreOffice
