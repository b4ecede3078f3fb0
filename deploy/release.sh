#!/usr/bin/env bash
# Releases of the site on a server of the company's own (docs/server.md).
# Each release is a clone of one commit, built in its own folder under $SITE_HOME/releases; $SITE_HOME/current
# points at the live one, and switching is one atomic rename, so a rollback needs no build.
#
#   release.sh deploy <commit>   build that commit, switch to it, restart; back to the previous one if it fails
#   release.sh rollback          switch back to the release before the live one, restart
#   release.sh list              the releases, newest first, the live one marked
#
# Run as root (it restarts the services); the pipeline runs `deploy` over ssh after the tests pass.
set -euo pipefail

SITE_HOME="${SITE_HOME:-/srv/coastal-site}"
SITE_PORT="${SITE_PORT:-9000}"
KEEP="${KEEP:-5}"
CHECK_SECONDS="${CHECK_SECONDS:-60}"
releases="$SITE_HOME/releases"
current="$SITE_HOME/current"

say() { echo "release: $*"; }
live() { readlink -f "$current" 2>/dev/null || true; }
# Oldest first: names start with the UTC time of the release.
all_releases() { find "$releases" -mindepth 1 -maxdepth 1 -type d -printf '%p\n' 2>/dev/null | sort; }

switch_to() {
  ln -sfn "$1" "$current.next"
  mv -Tf "$current.next" "$current"
  say "live: $(basename "$1")"
}

restart() {
  systemctl restart coastal-site
  systemctl reload caddy
  for _ in $(seq "$CHECK_SECONDS"); do
    if curl -fsS -o /dev/null "http://127.0.0.1:$SITE_PORT/"; then return 0; fi
    sleep 1
  done
  say "the site did not answer on port $SITE_PORT within $CHECK_SECONDS s; see: journalctl -u coastal-site"
  return 1
}

deploy() {
  local commit="$1" repo dir previous
  repo="${REPO_URL:-$(cat "$SITE_HOME/repo-url")}"
  dir="$releases/$(date -u +%Y%m%dT%H%M%SZ)-${commit:0:12}"
  previous="$(live)"
  mkdir -p "$releases"
  # Releases made before they stayed root's (see below) are taken back, so a rollback cannot land on one.
  chown -R root: "$releases"
  git clone --quiet "$repo" "$dir"
  git -C "$dir" checkout --quiet --detach "$commit"
  # The Node.js on the system path runs the build and the service; a release it is too old for is not built.
  if ! node "$dir/src/build/nodeSupport.mjs" --require; then
    say "not released: $(command -v node) is $(node --version); see docs/server.md"
    rm -rf "$dir"
    exit 1
  fi
  (cd "$dir" && bash .ci/npm-ci && npm run build && npx tsx cli/caddy-headers.ts)
  # The release stays root's: the service only reads it, and sudo runs this very script from it, so a release the
  # service's user could write would let that user run anything as root at the next release.
  switch_to "$dir"
  if ! restart; then
    if [ -n "$previous" ]; then
      say "the new release failed; back to $(basename "$previous")"
      switch_to "$previous"
      restart
    fi
    exit 1
  fi
  # Keep the newest $KEEP releases (the live one is among them).
  all_releases | head -n "-$KEEP" | while read -r old; do [ "$old" != "$(live)" ] && rm -rf "$old"; done
}

rollback() {
  local now previous
  now="$(live)"
  previous="$(all_releases | grep -Fxv -- "$now" | awk -v now="$now" '$0 < now' | tail -n 1)"
  if [ -z "$previous" ]; then
    say "there is no release before $(basename "$now") to go back to"
    exit 1
  fi
  switch_to "$previous"
  restart
}

case "${1:-}" in
  deploy) [ -n "${2:-}" ] || { say "usage: release.sh deploy <commit>"; exit 2; }; deploy "$2" ;;
  rollback) rollback ;;
  list) now="$(live)"; all_releases | sort -r | while read -r r; do [ "$r" = "$now" ] && echo "* $(basename "$r")" || echo "  $(basename "$r")"; done ;;
  *) say "usage: release.sh deploy <commit> | rollback | list"; exit 2 ;;
esac
