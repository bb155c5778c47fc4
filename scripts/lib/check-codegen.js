// Fails when the committed generated code differs from what graphql-codegen produces now from
// codegen.yml (schema/schema.graphql + the .graphql documents). Generates in memory, so the working
// tree is never touched; also flags files in an output folder that codegen no longer produces.
//
//   node scripts/lib/check-codegen.js [codegen.yml]
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { generate, loadContext } = require('@graphql-codegen/cli');

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** A short unified diff of the committed file against the generated content, for the CI log. */
function showDiff(file, expected) {
  const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-')), path.basename(file));
  fs.writeFileSync(tmp, expected);
  const result = spawnSync('diff', ['-u', '--label', `${file} (committed)`, '--label', `${file} (codegen)`, file, tmp], { encoding: 'utf8' });
  fs.rmSync(path.dirname(tmp), { recursive: true, force: true });
  const lines = (result.stdout || '').split('\n');
  process.stdout.write(`${lines.slice(0, 60).join('\n')}${lines.length > 60 ? `\n... (${lines.length - 60} more lines)` : ''}\n`);
}

async function main() {
  const configFile = path.resolve(process.argv[2] || 'codegen.yml');
  // codegen resolves the globs and output paths in its config against the working directory.
  const cwd = process.cwd();
  const context = await loadContext(configFile);
  context.updateConfig({ silent: true });
  const outputs = await generate(context, false);
  const generated = new Map(outputs.map((output) => [path.resolve(cwd, output.filename), output.content]));
  const problems = [];

  for (const [file, content] of generated) {
    const relative = path.relative(cwd, file);
    if (!fs.existsSync(file)) {
      problems.push(`${relative}: missing (codegen produces it)`);
    } else if (fs.readFileSync(file, 'utf8') !== content) {
      problems.push(`${relative}: differs from codegen's output`);
      showDiff(relative, content);
    }
  }

  // Output folders (keys ending in "/") belong to codegen entirely: anything else in them is stale.
  const folders = Object.keys(context.getConfig().generates).filter((key) => key.endsWith('/'));
  for (const folder of folders) {
    for (const file of listFiles(path.resolve(cwd, folder))) {
      if (!generated.has(file)) problems.push(`${path.relative(cwd, file)}: not produced by codegen (stale)`);
    }
  }

  if (problems.length > 0) {
    process.stdout.write(`codegen drift:\n${problems.map((p) => `  ${p}`).join('\n')}\nRun "npm run codegen" and commit the result.\n`);
    process.exit(1);
  }
  process.stdout.write(`codegen: ${generated.size} generated files match\n`);
}

main().catch((error) => {
  // codegen wraps document/schema errors in an AggregateError whose members carry the useful text.
  const causes = error instanceof AggregateError ? error.errors : [error];
  process.stderr.write(`check-codegen: codegen failed:\n${causes.map((e) => (e instanceof Error ? e.message : String(e))).join('\n')}\n`);
  process.exit(1);
});
