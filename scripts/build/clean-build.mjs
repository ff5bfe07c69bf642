// `npm run build`, failing when the build prints a warning (issue 24: a newcomer reads warnings as
// breakage). The tests' build goes through here, so a new warning fails `npm test`.
import { spawn } from 'node:child_process';

/** A line a bundler prints as a warning: Vite's `(!)` notes, Rolldown's `WARN`, any deprecation. */
const WARNING = /^\s*(\(!\)|WARN\b)|deprecat/i;

const build = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'pipe', 'pipe'] });
const warnings = [];
for (const stream of [build.stdout, build.stderr]) {
  stream.setEncoding('utf8');
  let rest = '';
  stream.on('data', (chunk) => {
    process.stdout.write(chunk);
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (WARNING.test(line)) warnings.push(line.trim());
  });
}
build.on('exit', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  if (warnings.length > 0) {
    console.error(`\n构建有警告（${warnings.length} 条），请消除：\n${warnings.join('\n')}`);
    process.exit(1);
  }
});
