#!/bin/sh
# `npm run test:unit`: the web tests (jsdom, one worker) beside the server's API tests (two
# workers, shuffled). The API tests leave a core idle much of the time (waiting on PostgreSQL,
# on a timeout a test waits out), and the web tests fill it: measured on the two-core machine,
# one after the other took 63 + 176 s.
set -e
vitest run --project shared --project web --project web-isolated --maxWorkers=1 &
web=$!
status=0
vitest run --project server --project server-isolated --sequence.shuffle.tests --maxWorkers=2 || status=$?
wait "$web" || status=$?
exit "$status"
