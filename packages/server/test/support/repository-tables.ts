import ts from 'typescript';

/** One exported function of a repository file, the tables it reaches and how its scope is declared. */
export type RepositoryExport = {
  name: string;
  tables: string[];
  /** The types written on its first two parameters: the database handle and the scope, or a query fragment's scope alone. */
  parameterTypes: (string | undefined)[];
};

// db/owned-rows.ts and db/scoped-queries.ts: helpers whose second argument names the table.
const TABLE_SECOND = new Set([
  'findOwnedRow',
  'updateOwnedRow',
  'selectScoped',
  'updateScoped',
  'deleteScoped',
  'insertScoped',
  'insertScopedOnce',
]);
// Calls that name a table: query-builder methods by their first argument ('releases' or 'releases as r'),
// the helpers above by their second.
const TABLE_METHODS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'mergeInto',
  'using',
  ...TABLE_SECOND,
]);
// Tables named inside raw `sql` templates.
const RAW_TABLE = /\b(?:from|join|update|into)\s+"?([a-z_][a-z0-9_]*)"?/gi;

type FunctionLike = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;

const tableOf = (text: string) => (text.trim().split(/\s+as\s+/i)[0] ?? '').trim();

/**
 * Reads a repository file's source and answers, for each exported function, every table its body
 * reaches, also through the file's own helper functions it calls (`loadRows(db, …)` inside
 * `findReleases`), so a query moved into a private helper still counts for the export that runs it.
 */
export function repositoryExports(fileName: string, source: string): RepositoryExport[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const functions = new Map<string, { node: FunctionLike; exported: boolean }>();

  const isExported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      functions.set(statement.name.text, { node: statement, exported: isExported(statement) });
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (ts.isIdentifier(declaration.name) && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
          functions.set(declaration.name.text, { node: init, exported: isExported(statement) });
        }
      }
    }
  }

  const direct = new Map<string, { tables: Set<string>; calls: Set<string> }>();
  for (const [name, { node }] of functions) {
    const tables = new Set<string>();
    const calls = new Set<string>();
    const visit = (child: ts.Node): void => {
      if (ts.isCallExpression(child)) {
        const callee = child.expression;
        const method = ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : ts.isIdentifier(callee)
            ? callee.text
            : '';
        if (ts.isIdentifier(callee) && functions.has(callee.text)) calls.add(callee.text);
        if (TABLE_METHODS.has(method)) {
          const named = TABLE_SECOND.has(method) ? child.arguments[1] : child.arguments[0];
          const literals = named && ts.isArrayLiteralExpression(named) ? named.elements : named ? [named] : [];
          for (const literal of literals) {
            if (ts.isStringLiteralLike(literal)) tables.add(tableOf(literal.text));
          }
        }
      }
      if (ts.isTaggedTemplateExpression(child) && child.tag.getText(file) === 'sql') {
        for (const [, table] of child.template.getText(file).matchAll(RAW_TABLE))
          if (table) tables.add(table.toLowerCase());
      }
      ts.forEachChild(child, visit);
    };
    visit(node.body ?? node);
    direct.set(name, { tables, calls });
  }

  const reached = (name: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(name)) return new Set();
    seen.add(name);
    const own = direct.get(name);
    const all = new Set(own?.tables);
    for (const callee of own?.calls ?? []) for (const table of reached(callee, seen)) all.add(table);
    return all;
  };

  return [...functions]
    .filter(([, { exported }]) => exported)
    .map(([name, { node }]) => ({
      name,
      tables: [...reached(name)].sort(),
      parameterTypes: node.parameters.slice(0, 2).map((parameter) => parameter.type?.getText(file)),
    }));
}
