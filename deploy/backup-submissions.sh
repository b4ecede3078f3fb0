#!/usr/bin/env bash
# Copies the form submissions store into a dated archive and keeps the last 30 archives.
# Run daily by coastal-site-backup.timer; copy the archives off the server too (docs/server.md).
#
#   deploy/backup-submissions.sh [submissions folder] [backup folder]
#
# The archives hold every lead's name, address and message: they are the owner's alone (600, in a folder of mode
# 700), whatever umask the caller has, and a folder or archive an older run left readable to others is tightened.
set -euo pipefail
umask 077
store="${1:-/var/lib/coastal-site/submissions}"
backups="${2:-/var/backups/coastal-site}"
mkdir -p -m 700 "$backups"
chmod 700 "$backups"
find "$backups" -maxdepth 1 -type f -name 'submissions-*.tar.gz' -perm /077 -exec chmod 600 {} +
archive="$backups/submissions-$(date -u +%Y-%m-%dT%H%M%SZ).tar.gz"
tar -czf "$archive" -C "$(dirname "$store")" "$(basename "$store")"
ls -1t "$backups"/submissions-*.tar.gz | tail -n +31 | xargs -r rm --
echo "$archive"
