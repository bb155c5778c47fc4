/** Writes the schema the server emits to schema/schema.graphql (or --out <path>); CI diffs the two. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildTesseraSchema, printTesseraSchema } from './schema';

async function main(): Promise<void> {
  const i = process.argv.indexOf('--out');
  const out = i > 0 ? path.resolve(process.argv[i + 1]) : path.resolve(__dirname, '..', '..', 'schema', 'schema.graphql');
  writeFileSync(out, printTesseraSchema(await buildTesseraSchema()));
  process.stdout.write(`Schema written to ${out}\n`);
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
