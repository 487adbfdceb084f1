/**
 * Holds every citation to something that exists (ADR 0025). Fails, naming file:line, on:
 * - a requirement id (`REDEEM-4`) that no heading of docs/product/*.md defines, or one defined twice;
 * - a cited `docs/….md` path, or a relative Markdown link in a doc, that leads to no file;
 * - a citation of a spec section by its section sign, or of the architecture notes that lived
 *   outside the repository (their decisions are in docs/architecture.md now);
 * - an ADR that docs/decisions/README.md does not link, or a docs page docs/README.md does not.
 * Run by `npm run lint`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The areas of docs/product/README.md; the last three are reserved for the business areas. */
export const ID_PREFIXES = [
  'ACCOUNT',
  'MARKET',
  'CATALOG',
  'ACTIVATION',
  'REDEEM',
  'APP',
  'OPERATOR',
  'NOTICE',
  'MERCHANT',
  'FUNDRAISING',
] as const;

/** Where citations are looked for (repository-relative); docs/product defines the ids. */
export const SCANNED_ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'docs'] as const;
const SCANNED_FILES = ['README.md'];
const SKIPPED_DIRECTORIES = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  '.vite',
  'android',
  'ios',
]);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|css|md|html|sh|ya?ml)$/;

const ID = new RegExp(`\\b(?:${ID_PREFIXES.join('|')})-\\d+\\b`, 'g');
const DEFINITION = new RegExp(`^(?:#{1,6}\\s+|\\*\\*)((?:${ID_PREFIXES.join('|')})-\\d+)\\b`);
const DEFINING_FILE = /^docs\/product\/[^/]+\.md$/;
const DOC_PATH = /(?<![\w./-])docs\/[\w./-]*?\.md\b/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
const SECTION_SIGN = '\u00a7';
// Spelled in pieces so that a plain grep of the repository for those names finds no citation here.
const OUTSIDE_NOTES = [new RegExp(`\\b${'ARCHI'}TECTURE\\b`), new RegExp(`\\.\\./${'sha'}red\\b`)];

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/**
 * Checks `files` (repository-relative path → text). `exists` answers whether a
 * repository-relative path is in the tree now.
 */
export function checkRequirementIds(
  files: ReadonlyMap<string, string>,
  exists: (repoPath: string) => boolean,
): Problem[] {
  const problems: Problem[] = [];
  const defined = new Map<string, string>();
  for (const [file, text] of files) {
    if (!DEFINING_FILE.test(file)) continue;
    text.split('\n').forEach((content, index) => {
      const id = DEFINITION.exec(content)?.[1];
      if (id === undefined) return;
      const first = defined.get(id);
      if (first === undefined) defined.set(id, `${file}:${String(index + 1)}`);
      else
        problems.push({
          file,
          line: index + 1,
          message: `${id} is defined twice (first at ${first})`,
        });
    });
  }

  for (const [file, text] of files) {
    text.split('\n').forEach((content, index) => {
      const at = (message: string) => problems.push({ file, line: index + 1, message });
      for (const [id] of content.matchAll(ID)) {
        if (!defined.has(id)) at(`${id} is not a requirement of docs/product`);
      }
      for (const [docPath] of content.matchAll(DOC_PATH)) {
        if (!exists(docPath)) at(`${docPath} does not exist`);
      }
      if (file.endsWith('.md')) {
        for (const [, target] of content.matchAll(MARKDOWN_LINK)) {
          const linked = relativeLinkTarget(file, target ?? '');
          if (linked !== null && !exists(linked)) at(`the link ${target ?? ''} leads nowhere`);
        }
      }
      if (content.includes(SECTION_SIGN)) {
        at('cites a spec section; cite the requirement id of docs/product instead');
      }
      if (OUTSIDE_NOTES.some((pattern) => pattern.test(content))) {
        at('cites notes outside the repository; cite docs/architecture.md or an ADR instead');
      }
    });
  }
  problems.push(...unindexed(files));
  return problems;
}

const INDEXES = [
  { index: 'docs/decisions/README.md', pages: /^docs\/decisions\/\d{4}-[^/]+\.md$/ },
  { index: 'docs/README.md', pages: /^docs\/(?!README\.md$)[^/]+\.md$/ },
];

/** Pages an index should link but does not: every ADR in its index, every topic page in docs'. */
function unindexed(files: ReadonlyMap<string, string>): Problem[] {
  const problems: Problem[] = [];
  for (const { index, pages } of INDEXES) {
    const text = files.get(index);
    if (text === undefined) continue;
    const linked = new Set(
      [...text.matchAll(MARKDOWN_LINK)].map(([, target]) =>
        relativeLinkTarget(index, target ?? ''),
      ),
    );
    for (const file of files.keys()) {
      if (pages.test(file) && !linked.has(file)) {
        problems.push({ file, line: 1, message: `${index} does not link this page` });
      }
    }
  }
  return problems;
}

/** The repository path a relative Markdown link leads to; null for URLs and in-page anchors. */
function relativeLinkTarget(file: string, target: string): string | null {
  if (/^(?:[a-z][a-z0-9+.-]*:|#|\/)/i.test(target)) return null;
  const withoutAnchor = target.replace(/#.*$/, '');
  if (withoutAnchor === '') return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), withoutAnchor));
}

function readTree(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name) && !entry.name.startsWith('.')) visit(child);
      } else if (entry.isFile() && TEXT_FILE.test(entry.name)) {
        files.set(child, readFileSync(path.join(root, child), 'utf8'));
      }
    }
  };
  for (const directory of SCANNED_ROOTS) visit(directory);
  for (const file of SCANNED_FILES) files.set(file, readFileSync(path.join(root, file), 'utf8'));
  return files;
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkRequirementIds(readTree(root), (repoPath) =>
    existsSync(path.join(root, repoPath)),
  );
  for (const { file, line, message } of problems) {
    process.stderr.write(`${file}:${String(line)}: ${message}\n`);
  }
  if (problems.length > 0) {
    process.stderr.write(`check-requirement-ids: ${String(problems.length)} problem(s)\n`);
    process.exitCode = 1;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main();
}
