#!/bin/sh
# `npm test`: the static checks (lint, types) run beside the build, each mostly on a core of its
# own; then the unit and API tests, then the browser journeys on the fresh build.
set -e
(npm run lint && npm run typecheck) &
checks=$!
npm run build
wait "$checks"
npm run test:unit
vitest run --config e2e/vitest.config.ts
