#!/usr/bin/env node
// `npm run release`: builds the three published packages, checks their shape and size, and
// publishes with Changesets (`changeset publish`: each package whose version is not on the
// registry yet, with its git tag). Run `npm run version` first and commit its changes.
//
// `npm run release -- --dry-run` (run by `npm test` after the builds) changes nothing: in a
// temporary copy of the working tree it runs what `npm run version` runs (the pending changesets
// bump the versions and the internal dependencies, write each CHANGELOG.md, and the lockfile
// follows), checks the result, and runs `npm publish --dry-run` for each package with its
// built files: the manifest npm would publish, the files, the access of a scoped package.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const PACKAGES = ['ui', 'api-client', 'flows'];
const changeset = path.join(root, 'node_modules', '.bin', 'changeset');
const dryRun = process.argv.includes('--dry-run');
const run = (command, args, cwd, quiet = true) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
  });
const manifest = (folder, name) =>
  JSON.parse(readFileSync(path.join(folder, 'packages', name, 'package.json'), 'utf8'));

if (!dryRun) {
  run('npm', ['run', 'build', '-w', '@clinica/flows'], root, false);
  for (const name of PACKAGES) {
    run('npm', ['run', 'check:package', '-w', `@clinica/${name}`], root, false);
  }
  run(process.execPath, ['scripts/check-package-sizes.mjs'], root, false);
  run(changeset, ['publish'], root, false);
  process.exit(0);
}

const copy = mkdtempSync(path.join(tmpdir(), 'clinica-release-'));
try {
  // The working tree as it is (tracked and new files), with the packages' builds.
  const files = run('git', ['ls-files', '--cached', '--others', '--exclude-standard'], root)
    .split('\n')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(copy, file));
  }
  for (const name of PACKAGES) {
    cpSync(path.join(root, 'packages', name, 'dist'), path.join(copy, 'packages', name, 'dist'), {
      recursive: true,
    });
  }
  const before = Object.fromEntries(PACKAGES.map((name) => [name, manifest(copy, name).version]));
  const pending = readdirSync(path.join(copy, '.changeset')).filter(
    (file) => file.endsWith('.md') && file !== 'README.md',
  );

  // What `npm run version` does.
  run(changeset, ['version'], copy);
  run(
    'npm',
    [
      'install',
      '--package-lock-only',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
    ],
    copy,
  );

  const lock = JSON.parse(readFileSync(path.join(copy, 'package-lock.json'), 'utf8'));
  const problems = [];
  const left = readdirSync(path.join(copy, '.changeset')).filter(
    (file) => file.endsWith('.md') && file !== 'README.md',
  );
  if (left.length > 0) problems.push(`changesets left after version: ${left.join(', ')}`);
  console.log(`${pending.length} pending changesets:`);
  for (const name of PACKAGES) {
    const after = manifest(copy, name);
    const locked = lock.packages[`packages/${name}`]?.version;
    console.log(`  ${after.name}: ${before[name]} -> ${after.version} (lockfile ${locked})`);
    if (pending.length > 0 && after.version === before[name]) {
      problems.push(`${after.name} kept ${before[name]} with changesets pending`);
    }
    if (locked !== after.version) problems.push(`the lockfile has ${after.name} at ${locked}`);
    for (const [dependency, range] of Object.entries(after.dependencies ?? {})) {
      const internal = dependency.replace('@clinica/', '');
      if (dependency.startsWith('@clinica/') && range !== manifest(copy, internal).version) {
        problems.push(`${after.name} depends on ${dependency}@${range}`);
      }
    }
    if (pending.length > 0) {
      const log = readFileSync(path.join(copy, 'packages', name, 'CHANGELOG.md'), 'utf8');
      if (!log.includes(`## ${after.version}`))
        problems.push(`${after.name} has no CHANGELOG entry`);
    }
    // What npm would publish, checked by npm itself without publishing.
    const report = JSON.parse(
      run('npm', ['publish', '--dry-run', '--json', '-w', `packages/${name}`], copy),
    );
    const published = Array.isArray(report) ? report[0] : (report[after.name] ?? report);
    console.log(
      `  npm publish --dry-run ${published.name}@${published.version}: ${published.entryCount} files, ${published.size} bytes`,
    );
    if (published.version !== after.version)
      problems.push(`npm would publish ${published.version}`);
  }
  if (problems.length > 0) {
    console.error(`✖ Release dry run:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('✔ Release dry run: version and publish would succeed; nothing was changed or sent');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
