#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then runs the server (which migrates, seeds and serves the web app).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function buildIfStale(name, output, inputs, args) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (builtAt && inputs.every((input) => newestMtime(join(root, input)) <= builtAt)) return;
  console.log(`[start] building the ${name}…`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale(
  'server',
  join(root, 'server/dist/main.js'),
  ['server/src', 'server/package.json', 'packages/rules/src', 'packages/rules/package.json'],
  ['run', 'build', '-w', 'server'],
);
// The API playground's page is built last (web/package.json): a dist without it, built before it existed, is stale.
buildIfStale(
  'web client',
  join(root, 'web/dist/playground.html'),
  ['web/src', 'web/index.html', 'web/playground.html', 'web/package.json', 'packages/rules/src'],
  ['run', 'build', '-w', 'web'],
);

const server = spawn(process.execPath, [join(root, 'server/dist/main.js')], { cwd: root, stdio: 'inherit' });
// Ctrl-C reaches the server too (same process group); wait for it to shut down cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
