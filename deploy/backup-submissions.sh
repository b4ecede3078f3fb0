#!/usr/bin/env bash
# Copies the form submissions store into a dated archive and keeps the last 30 archives.
# Run daily by coastal-site-backup.timer; copy the archives off the server too (docs/deploy.md).
#
#   deploy/backup-submissions.sh [submissions folder] [backup folder]
set -euo pipefail
store="${1:-/var/lib/coastal-site/submissions}"
backups="${2:-/var/backups/coastal-site}"
mkdir -p "$backups"
archive="$backups/submissions-$(date -u +%Y-%m-%dT%H%M%SZ).tar.gz"
tar -czf "$archive" -C "$(dirname "$store")" "$(basename "$store")"
ls -1t "$backups"/submissions-*.tar.gz | tail -n +31 | xargs -r rm --
echo "$archive"
