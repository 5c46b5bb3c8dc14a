// The import rules that hold the project's shape (docs/adding-a-domain.md); `npm run lint` runs
// them. A rule names the direction it forbids and why, so a violation explains itself.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'An import loop makes load order matter and hides which side owns what: move the shared part down.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-imports-feature',
      comment:
        'An SPA feature uses only itself and the shared layers (lib, components, app-wide hooks); what two features need goes to lib/ or components/.',
      severity: 'error',
      from: { path: '^packages/web/src/features/([^/]+)/' },
      to: { path: '^packages/web/src/features/', pathNot: '^packages/web/src/features/$1/' },
    },
    {
      name: 'shared-layer-imports-feature',
      comment:
        'lib/ and components/ sit below every feature, so they never import one. A test may: the catalogue test checks every key the whole app uses.',
      severity: 'error',
      from: { path: '^packages/web/src/(lib|components|i18n)/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^packages/web/src/(features|app)/' },
    },
    {
      name: 'spa-imports-server',
      comment: 'The SPA talks to the server over HTTP only; shared shapes live in packages/contracts.',
      severity: 'error',
      from: { path: '^packages/web/' },
      to: { path: '^packages/server/' },
    },
    {
      name: 'contracts-import-an-app',
      comment: 'Contracts are the bottom layer both apps build on.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^packages/(server|web)/' },
    },
    {
      name: 'db-imports-domain-code',
      comment:
        'The database layer (connections, schema, migrations) is below every domain: a migration keeps a frozen copy of what it needs, so it never changes after it ships.',
      severity: 'error',
      from: { path: '^packages/server/src/db/' },
      to: { path: '^packages/server/src/(modules|ingest|seed|plugins)/' },
    },
    {
      name: 'ingest-engine-imports-module',
      comment:
        'The ingest engine is driven by modules/ingest and the CLI; what it needs from a domain (a notifier, the distributor) is passed in. Its tests may drive it the way the app does.',
      severity: 'error',
      from: { path: '^packages/server/src/ingest/', pathNot: '[.]test[.]ts$' },
      to: { path: '^packages/server/src/(modules|seed|plugins)/' },
    },
    {
      name: 'lib-imports-upward',
      comment: 'lib/ holds helpers every layer may use, so it imports none of them.',
      severity: 'error',
      from: { path: '^packages/server/src/lib/' },
      to: { path: '^packages/server/src/(modules|ingest|seed|plugins|db)/' },
    },
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
