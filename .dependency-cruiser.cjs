// Import rules, checked by `node scripts/check-dependencies.mjs <server|web>`.
//
// The server is built in floors; a module imports only its own floor or the floors below it:
//   platform/ and db/   infrastructure: database access, LISTEN client, caches, mail, storage,
//                       PDF rendering, data dir, config, Fastify plugins
//   job-core/           job machinery several features share (quote access, history, money rules)
//   features/<name>/    one feature; it never imports another feature
//   app.ts, main.ts, demo/, scripts/   the top, which assembles everything
// The web, likewise:
//   ui/                 generic components: imports none of the other floors
//   platform/           what every feature needs (API client, session, dialogs, paging)
//   features/<name>/    the screens and their reads and writes; never imports app/
//   app/                the top: shell, router, pages
// Neither package has an import cycle.

const server = '^packages/server/src/';
const top = `${server}(app|main)\\.ts$|${server}(demo|scripts)/`;
const platform = `${server}(platform|db)/`;
const web = '^packages/web/src/';

module.exports = {
  forbidden: [
    {
      name: 'server-no-cycle',
      comment: 'A server module must not reach itself again through its imports.',
      severity: 'error',
      from: { path: '^packages/server/' },
      to: { circular: true },
    },
    {
      name: 'server-platform-imports-upward',
      comment: 'platform/ and db/ are the lowest floor: they import neither job-core, features nor the top.',
      severity: 'error',
      from: { path: platform },
      to: { path: `${server}(job-core|features)/|${top}` },
    },
    {
      name: 'server-job-core-imports-upward',
      comment: 'job-core/ imports only platform/, db/ and the domain package, never a feature or the top.',
      severity: 'error',
      from: { path: `${server}job-core/` },
      to: { path: `${server}features/|${top}` },
    },
    {
      name: 'server-feature-imports-feature',
      comment:
        'A feature imports only its own folder and the floors below; what two features share moves down.',
      severity: 'error',
      from: { path: `${server}features/([^/]+)/` },
      to: { path: `${server}features/`, pathNot: `${server}features/$1/` },
    },
    {
      name: 'server-feature-imports-top',
      comment: 'Features are assembled by app.ts; they never import it, main.ts, demo/ or scripts/.',
      severity: 'error',
      from: { path: `${server}features/` },
      to: { path: top },
    },
    {
      name: 'web-no-cycle',
      comment: 'A web module must not reach itself again through its imports.',
      severity: 'error',
      from: { path: '^packages/web/' },
      to: { circular: true },
    },
    {
      name: 'web-ui-imports-upward',
      comment: 'ui/ holds generic building blocks: it imports neither platform/, features/ nor app/.',
      severity: 'error',
      from: { path: `${web}ui/` },
      to: { path: `${web}(platform|features|app)/` },
    },
    {
      name: 'web-platform-imports-upward',
      comment: 'platform/ serves every feature: it imports neither features/ nor app/.',
      severity: 'error',
      from: { path: `${web}platform/` },
      to: { path: `${web}(features|app)/` },
    },
    {
      name: 'web-feature-imports-app',
      comment: 'features/ never imports app/, which assembles the features.',
      severity: 'error',
      from: { path: `${web}features/` },
      to: { path: `${web}app/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$|^packages/[^/]+/test/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
