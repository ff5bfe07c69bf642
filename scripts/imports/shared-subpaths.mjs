// Rewrites imports of the `@portal/shared` barrel into its per-domain subpaths
// (`@portal/shared/market`, …), so each side loads only the domains it uses. Run after adding
// code that imports the barrel: `node scripts/imports/shared-subpaths.mjs`.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const sharedSrc = path.join(root, 'packages/shared/src');

/** Exported name -> module (file name without .ts) of every shared source file. */
function exportOwners() {
  const owners = new Map();
  for (const file of fs.readdirSync(sharedSrc)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const module = file.slice(0, -3);
    const text = fs.readFileSync(path.join(sharedSrc, file), 'utf8');
    for (const match of text.matchAll(
      /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|function\*?|type|interface|class|enum)\s+([A-Za-z0-9_$]+)/gm,
    )) {
      owners.set(match[1], module);
    }
    for (const match of text.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
      for (const part of match[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop()
          ?.trim();
        if (name) owners.set(name, module);
      }
    }
  }
  return owners;
}

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes('node_modules') && !file.includes(`${path.sep}dist${path.sep}`));
}

const owners = exportOwners();
const barrelImport = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@portal\/shared';\n/g;
let changed = 0;
for (const file of ['apps/server', 'apps/web/src', 'e2e', 'bench', 'scripts'].flatMap((dir) =>
  sourceFiles(path.join(root, dir)),
)) {
  const text = fs.readFileSync(file, 'utf8');
  if (file === import.meta.filename || !text.includes("'@portal/shared'")) continue;
  const next = text.replace(barrelImport, (_all, wholeType, list) => {
    const byModule = new Map();
    for (const raw of list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const name = raw
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim();
      const module = owners.get(name);
      if (!module) throw new Error(`${file}: ${name} is exported by no shared module`);
      const spec = wholeType && !raw.startsWith('type ') ? `type ${raw}` : raw;
      byModule.set(module, [...(byModule.get(module) ?? []), spec]);
    }
    return [...byModule.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([module, specs]) => {
        const allTypes = specs.every((spec) => spec.startsWith('type '));
        const names = allTypes ? specs.map((spec) => spec.slice(5)) : specs;
        return `import ${allTypes ? 'type ' : ''}{ ${names.join(', ')} } from '@portal/shared/${module}';\n`;
      })
      .join('');
  });
  if (next.includes("from '@portal/shared'"))
    throw new Error(`${file}: an import of the barrel this script cannot split`);
  if (next !== text) {
    fs.writeFileSync(file, next);
    changed += 1;
  }
}
console.log(`${changed} files now import @portal/shared by subpath`);
