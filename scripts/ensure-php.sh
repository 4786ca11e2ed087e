#!/usr/bin/env bash
# Makes sure the PHP command line is there: the WordPress plugin's test lints its files with
# `php -l`.
exec "$(dirname "$0")/ensure-debian-command.sh" php php-cli PHP
