#!/usr/bin/env bash
# Runs the nginx steps of docs/deploying.md word for word on this machine, with the page's local-trial
# settings and the mock API, checks that the dashboard is served at http://localhost/, then puts the
# machine back as it was. As root, on Debian or Ubuntu with nothing else on port 80:
#   bash deploy/trial.sh          # CI runs this
#   bash deploy/trial.sh --keep   # leaves it running until Enter, to look around in a browser
# The steps are the fenced blocks that follow a `<!-- deploy-trial: NAME -->` line in the page.
set -euo pipefail
cd "$(dirname "$0")/.."

DOC=docs/deploying.md
URL=http://localhost
KEY=demo-key
KEEP=0
if [ "${1:-}" = "--keep" ]; then KEEP=1; fi
NGINX_PID_FILE=/run/nginx.pid
# Everything the steps write, put back afterwards.
TOUCHED=(
  /srv/meetings-dashboard
  /etc/nginx/snippets/meetings-dashboard.conf
  /etc/nginx/sites-available/meetings-dashboard.conf
  /etc/nginx/sites-enabled/meetings-dashboard.conf
  /etc/nginx/sites-enabled/default
)

say() { printf '\n== %s\n' "$*"; }
fail() {
  printf 'deploy trial FAILED: %s\n' "$*" >&2
  exit 1
}

if [ "$(id -u)" -ne 0 ]; then fail "run it as root (sudo bash deploy/trial.sh): the steps change /etc/nginx and /srv"; fi

# The fenced block after `<!-- deploy-trial: $1 -->`; fails unless there is exactly one.
block() {
  local text count
  count=$(grep -c "^<!-- deploy-trial: $1 -->\$" "$DOC" || true)
  [ "$count" = 1 ] || fail "$DOC has $count blocks marked '$1', not 1"
  text=$(awk -v mark="<!-- deploy-trial: $1 -->" '
    $0 == mark { found = 1; next }
    found && !inside && /^```/ { inside = 1; next }
    inside && /^```/ { exit }
    inside { print }
  ' "$DOC")
  [ -n "$text" ] || fail "the block marked '$1' in $DOC is empty"
  printf '%s\n' "$text"
}
variables() { block "$1" | sed -nE 's/^([A-Z_]+)=.*/\1/p' | sort | tr '\n' ' '; }

nginx_running() { [ -s "$NGINX_PID_FILE" ] && kill -0 "$(cat "$NGINX_PID_FILE")" 2>/dev/null; }

# What the trial found, to put back.
WORK=$(mktemp -d /tmp/deploy-trial.XXXXXX)
NGINX_WAS_RUNNING=0
SRV_EXISTED=0
[ -d /srv ] && SRV_EXISTED=1
MOCK_PID=""

restore() {
  local status=$?
  set +e
  say "Cleaning up"
  if [ -n "$MOCK_PID" ]; then kill -- "-$MOCK_PID" 2>/dev/null || kill "$MOCK_PID" 2>/dev/null; fi
  for path in "${TOUCHED[@]}"; do
    rm -rf "$path"
    if [ -e "$WORK/saved$path" ] || [ -L "$WORK/saved$path" ]; then cp -a "$WORK/saved$path" "$path"; fi
  done
  if [ "$SRV_EXISTED" = 0 ]; then rmdir /srv 2>/dev/null; fi
  if [ "$NGINX_WAS_RUNNING" = 1 ]; then
    nginx -s reload && echo "nginx reloaded with its configuration as it was"
  elif nginx_running; then
    nginx -s quit
    for _ in $(seq 100); do nginx_running || break; sleep 0.1; done
    echo "nginx stopped"
  fi
  rm -rf "$WORK"
  echo "files under /etc/nginx and /srv put back"
  if [ "$status" = 0 ]; then echo "deploy trial passed: $DOC's steps serve the dashboard at $URL/"; fi
  exit "$status"
}

say "Reading the steps from $DOC"
[ "$(variables settings)" = "$(variables trial-settings)" ] ||
  fail "the trial's settings ($(variables trial-settings)) are not the ones step 2 sets ($(variables settings))"
{
  echo "# From $DOC: the blocks marked trial-settings and run."
  block trial-settings
  block run
} >"$WORK/install.sh"
{
  echo "# From $DOC: the blocks marked trial-settings and check."
  block trial-settings
  block check
} >"$WORK/check.sh"
API_BASE=$(block trial-settings | sed -nE 's/^API_BASE=(.*)$/\1/p')
API_PORT=${API_BASE##*:}

if nginx_running; then NGINX_WAS_RUNNING=1; fi
if [ "$NGINX_WAS_RUNNING" = 0 ] && (exec 3<>/dev/tcp/127.0.0.1/80) 2>/dev/null; then
  fail "something other than the system's nginx listens on port 80"
fi
if (exec 3<>"/dev/tcp/127.0.0.1/$API_PORT") 2>/dev/null; then fail "port $API_PORT (the trial's API_BASE) is taken"; fi

mkdir -p "$WORK/saved"
trap restore EXIT
for path in "${TOUCHED[@]}"; do
  if [ -e "$path" ] || [ -L "$path" ]; then
    mkdir -p "$WORK/saved$(dirname "$path")"
    cp -a "$path" "$WORK/saved$path"
  fi
done

if [ ! -x /usr/sbin/nginx ] || ! command -v curl >/dev/null; then
  say "Step 1, from $DOC (nginx or curl is missing)"
  bash -e -o pipefail -v <(block install)
else
  say "Step 1 skipped: nginx and curl are installed"
fi

if [ ! -f dist/index.html ]; then
  say "Building dist/"
  npm run build
fi

say "The mock API: npm run mock-api -- --port $API_PORT"
setsid npm run mock-api -- --port "$API_PORT" >"$WORK/mock-api.log" 2>&1 &
MOCK_PID=$!
for _ in $(seq 300); do
  if curl -fs -o /dev/null "$API_BASE/api/v1/health"; then break; fi
  kill -0 "$MOCK_PID" 2>/dev/null || fail "the mock API exited: $(cat "$WORK/mock-api.log")"
  sleep 0.1
done
curl -fs -o /dev/null "$API_BASE/api/v1/health" || fail "the mock API did not answer within 30 s"

say "Step 3, word for word from $DOC"
bash -e -o pipefail -v "$WORK/install.sh" || fail "a step of $DOC failed (above)"
# A reload takes effect once nginx's new workers are up: a moment, during which the old ones answer.
for _ in $(seq 100); do
  if [ "$(curl -s -o /dev/null -w '%{http_code}' "$URL/me/meetings")" = 200 ]; then break; fi
  sleep 0.1
done
say "Step 4, word for word from $DOC (the key typed at 'read' is $KEY)"
bash -e -o pipefail -v "$WORK/check.sh" <<<"$KEY" || fail "a check of $DOC failed (above)"

say "Checking $URL/"
# status URL [curl options…]: the response's status code.
status() {
  local url=$1
  shift
  curl -s -o /dev/null -w '%{http_code}' "$@" "$url"
}
expect() { # what, got, wanted
  if [ "$2" = "$3" ]; then echo "ok   $1"; else fail "$1: got '$2', wanted '$3'"; fi
}
LIVE_CONFIG='<script type="application/json" id="runtime-config">{"mode":"live","apiBaseUrl":""}</script>'
same_as() { # URL, page in dist/: as built, with the config nginx writes in (live mode through this server)
  sed 's|<script type="application/json" id="runtime-config">{"mode":"demo"}</script>|'"$LIVE_CONFIG"'|' "dist/$2" | cmp -s <(curl -s "$1") -
}
# json URL EXPRESSION: EXPRESSION evaluated on the JSON answer (as `it`) by node.
json() { curl -s "${@:3}" "$1" | node -e "let t='';process.stdin.on('data',d=>t+=d).on('end',()=>{const it=JSON.parse(t);console.log($2)})"; }
MEETING_ID=$(json "$API_BASE/v1/me/meetings?limit=1" "it.meetings[0].id" -H "x-api-key: $KEY")
[ -n "$MEETING_ID" ] || fail "the mock API listed no meeting"
same_as "$URL/" index.html && expect "/ is dist/index.html" yes yes || fail "/ is not dist/index.html (Debian's default site?)"
same_as "$URL/me/meetings?tag=Product" index.html && expect "/me/meetings (a deep link) is dist/index.html" yes yes ||
  fail "/me/meetings is not dist/index.html"
same_as "$URL/me/meetings/$MEETING_ID" meeting.html && expect "a meeting's URL is dist/meeting.html" yes yes ||
  fail "/me/meetings/$MEETING_ID is not dist/meeting.html"
expect "/me/meetings answers 200" "$(status "$URL/me/meetings")" 200
ASSET=$(grep -o '/assets/app-[^"]*\.js' dist/index.html | head -1)
expect "$ASSET, gzip" "$(curl -s -o /dev/null -D - -H 'Accept-Encoding: gzip' "$URL$ASSET" | tr -d '\r' |
  grep -iE '^(content-encoding|cache-control):' | tr 'A-Z' 'a-z' | sort | tr '\n' ' ')" \
  "cache-control: public, max-age=31536000, immutable content-encoding: gzip "
curl -s "$URL$ASSET" | cmp -s - "dist$ASSET" && expect "$ASSET is dist$ASSET" yes yes || fail "$ASSET differs from dist$ASSET"
expect "/assets/nope.js is a 404" "$(status "$URL/assets/nope.js")" 404
expect "the config written into /me/meetings" "$(curl -s "$URL/me/meetings" | grep -o '<script type="application/json" id="runtime-config">[^<]*</script>')" \
  "$LIVE_CONFIG"
expect "/api/v1/health is proxied" "$(status "$URL/api/v1/health")" 200
expect "/v1/me/meetings without a key: the API's 401" "$(status "$URL/v1/me/meetings?limit=1")" 401
expect "/v1/me/meetings with the key" "$(status "$URL/v1/me/meetings?limit=1" -H "x-api-key: $KEY")" 200
expect "the mock API received it, with the key" \
  "$(json "$API_BASE/__mock/requests" "it.some(r => r.url === '/v1/me/meetings?limit=1' && r.hadApiKey && r.status === 200)")" true
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  DOM=$("${CHROMIUM_PATH:-/usr/bin/chromium}" --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --no-first-run --virtual-time-budget=20000 --dump-dom "$URL/me/meetings" 2>/dev/null || true)
  if grep -q 'Connect to your meetings' <<<"$DOM"; then expect "Chromium shows the connect screen at $URL/me/meetings" yes yes; else
    fail "Chromium did not show the connect screen at $URL/me/meetings"
  fi
else
  echo "skip Chromium's look (no Chromium at ${CHROMIUM_PATH:-/usr/bin/chromium})"
fi

if [ "$KEEP" = 1 ]; then
  read -rp "Serving at $URL/ (key $KEY). Press Enter to stop and put everything back. " _
fi
