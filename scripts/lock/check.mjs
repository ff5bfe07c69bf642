#!/usr/bin/env node
// Fails when package.json files and package-lock.json disagree, so `npm ci` installs what the
// package.json files say (part of `npm run lint`; offline, reads two kinds of file, well under a
// second). Checked, for the root and every workspace:
// - the lock records the same dependencies, with the same specs, as each package.json declares;
// - an exactly pinned dependency resolves, from that package, to a lock entry of that version;
// - the root's exact `overrides` hold for every lock entry of that name;
// - every dependency and optional dependency of every lock entry resolves to an entry (the
//   optional platform packages of biome and swc included: `npm ci` fails on any platform whose
//   package is missing).
// Fix a disagreement with `npm install`; when that drops entries, regenerate the lock with
// `npm install --package-lock-only` in a clean clone without node_modules (CONTRIBUTING.md).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const KINDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];
const EXACT = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/** The lock entry `name` resolves to from the entry at `from` (node's lookup, walking up). */
function resolveEntry(packages, from, name) {
  let base = from;
  for (;;) {
    const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key]) return { key, entry: packages[key] };
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut >= 0 ? base.slice(0, cut) : '';
  }
}

/** The version a resolved entry installs (a workspace link: the workspace's own version). */
function versionOf(packages, resolved) {
  if (resolved.entry.link) return packages[resolved.entry.resolved]?.version;
  return resolved.entry.version;
}

/**
 * The disagreements between the manifests and the lock, one sentence each.
 * `manifests`: the root's and each workspace's package.json by folder ('' for the root).
 */
export function lockProblems(manifests, lock) {
  const problems = [];
  const packages = lock.packages ?? {};
  if (lock.lockfileVersion !== 3)
    problems.push(`package-lock.json: lockfileVersion ${lock.lockfileVersion}, expected 3`);

  const rootWorkspaces = manifests['']?.workspaces ?? [];
  const lockedWorkspaces = packages['']?.workspaces ?? [];
  if (JSON.stringify(rootWorkspaces) !== JSON.stringify(lockedWorkspaces)) {
    problems.push(
      `workspaces: package.json ${JSON.stringify(rootWorkspaces)}, lock ${JSON.stringify(lockedWorkspaces)}`,
    );
  }

  for (const [folder, manifest] of Object.entries(manifests)) {
    const where = folder ? `${folder}/package.json` : 'package.json';
    const locked = packages[folder];
    if (!locked) {
      problems.push(`${where}: the lock has no entry for this package`);
      continue;
    }
    if (folder && locked.version !== manifest.version) {
      problems.push(`${where}: version ${manifest.version}, lock ${locked.version}`);
    }
    for (const kind of KINDS) {
      const declared = manifest[kind] ?? {};
      const recorded = locked[kind] ?? {};
      for (const name of new Set([...Object.keys(declared), ...Object.keys(recorded)])) {
        if (declared[name] !== recorded[name]) {
          problems.push(
            `${where}: ${kind} ${name} is ${declared[name] ?? 'not declared'}, the lock says ${recorded[name] ?? 'nothing'}`,
          );
          continue;
        }
        if (kind === 'peerDependencies') continue;
        const resolved = resolveEntry(packages, folder, name);
        if (!resolved) {
          problems.push(`${where}: ${name} is in no lock entry (not installed by npm ci)`);
        } else if (EXACT.test(declared[name]) && versionOf(packages, resolved) !== declared[name]) {
          problems.push(
            `${where}: ${name} is pinned to ${declared[name]}, the lock installs ${versionOf(packages, resolved)}`,
          );
        }
      }
    }
  }

  for (const [name, version] of Object.entries(manifests['']?.overrides ?? {})) {
    if (typeof version !== 'string' || !EXACT.test(version)) continue;
    for (const [key, entry] of Object.entries(packages)) {
      if (
        (key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`)) &&
        entry.version !== version
      ) {
        problems.push(`overrides: ${name} is pinned to ${version}, the lock has ${entry.version} at ${key}`);
      }
    }
  }

  for (const [key, entry] of Object.entries(packages)) {
    if (!key.includes('node_modules/') || entry.link) continue;
    for (const kind of ['dependencies', 'optionalDependencies']) {
      for (const name of Object.keys(entry[kind] ?? {})) {
        if (!resolveEntry(packages, key, name)) {
          problems.push(
            `${key}: its ${kind === 'optionalDependencies' ? 'optional ' : ''}dependency ${name} has no lock entry`,
          );
        }
      }
    }
  }
  return problems;
}

/** The root's package.json, each workspace's and the lock, read from `root`. */
export function readProject(root) {
  const read = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  const rootManifest = read('package.json');
  const manifests = { '': rootManifest };
  for (const folder of rootManifest.workspaces ?? []) manifests[folder] = read(`${folder}/package.json`);
  return { manifests, lock: read('package-lock.json') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const { manifests, lock } = readProject(root);
  const problems = lockProblems(manifests, lock);
  if (problems.length > 0) {
    console.error(`package.json and package-lock.json disagree (${problems.length}):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error('Run `npm install` (or regenerate the lock in a clean clone: CONTRIBUTING.md).');
    process.exit(1);
  }
  console.log(`✔ package-lock.json matches ${Object.keys(manifests).length} package.json files`);
}
