// The import rules that hold the project's shape (docs/adding-a-domain.md); `npm run lint` runs
// them. A rule names the direction it forbids and why, so a violation explains itself.

const SERVER = '^packages/server/src/';
const WEB = '^packages/web/src/';
const TESTS = '[.]test[.]tsx?$';

/** A rule that forbids imports from files matching `from` to files matching `to`. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid(
      'no-cycles',
      'An import loop makes load order matter and hides which side owns what: move the shared part down.',
      {},
      { circular: true },
    ),
    forbid(
      'feature-imports-feature',
      'An SPA feature uses only itself and the shared layers; what two features need goes to lib/ or components/.',
      { path: `${WEB}features/([^/]+)/` },
      { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    ),
    forbid(
      'shared-layer-imports-feature',
      'lib/ and components/ sit below every feature, so they never import one. A test may: the catalogue test checks every key the whole app uses.',
      { path: `${WEB}(lib|components|i18n)/`, pathNot: TESTS },
      { path: `${WEB}(features|app)/` },
    ),
    forbid(
      'spa-imports-server',
      'The SPA talks to the server over HTTP only; shared shapes live in packages/contracts.',
      { path: '^packages/web/' },
      { path: '^packages/server/' },
    ),
    forbid(
      'contracts-import-an-app',
      'Contracts are the bottom layer both apps build on.',
      { path: '^packages/contracts/' },
      { path: '^packages/(server|web)/' },
    ),
    forbid(
      'db-imports-domain-code',
      'The database layer (connections, schema, migrations) is below every domain: a migration keeps a frozen copy of what it needs, so it never changes after it ships.',
      { path: `${SERVER}db/` },
      { path: `${SERVER}(modules|ingest|seed|plugins)/` },
    ),
    forbid(
      'ingest-engine-imports-module',
      'The ingest engine is driven by modules/ingest and the CLI; what it needs from a domain (a notifier, the distributor) is passed in. Its tests may drive it the way the app does.',
      { path: `${SERVER}ingest/`, pathNot: TESTS },
      { path: `${SERVER}(modules|seed|plugins)/` },
    ),
    forbid(
      'plugins-import-module',
      'Plugins run for every route, below the domains: what they need from one (the caller resolver) is passed in by app.ts.',
      { path: `${SERVER}plugins/` },
      { path: `${SERVER}(modules|ingest|seed)/` },
    ),
    forbid(
      'lib-imports-upward',
      'lib/ holds helpers every layer may use, so it imports none of them.',
      { path: `${SERVER}lib/` },
      { path: `${SERVER}(modules|ingest|seed|plugins|db)/` },
    ),
    forbid(
      'module-reaches-past-face',
      'A server module is used by another only through its face, modules/<name>/index.ts: what it exports there (services, functions, types, errors) is what others may call, so its repositories, tables and other files can change without anyone reading the rest.',
      { path: `${SERVER}modules/([^/]+)/`, pathNot: TESTS },
      { path: `${SERVER}modules/`, pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/index[.]ts$`] },
    ),
    forbid(
      'module-reaches-past-face',
      "A test, too, uses another module through its face; it may also use that module's test kit (its testing/ folder or *.test-support.ts), which is made for other modules' tests.",
      { path: `${SERVER}modules/([^/]+)/.+${TESTS}` },
      {
        path: `${SERVER}modules/`,
        pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/(index[.]ts|testing/.+|[^/]+[.]test-support[.]ts)$`],
      },
    ),
    forbid(
      'route-imports-repository',
      'A route parses its input, checks access and calls a service; the SQL sits behind the service, which holds the rules, so no route reads a table past them.',
      { path: `${SERVER}modules/.+[.]routes[.]ts$` },
      { path: `[.]repository[.]ts$` },
    ),
    forbid(
      'service-imports-plugin',
      'A service knows nothing of HTTP: it returns data or throws a domain error (lib/errors.ts), and the route layer and its plugins turn those into answers.',
      { path: `${SERVER}modules/.+[.]service[.]ts$` },
      { path: `${SERVER}plugins/` },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
