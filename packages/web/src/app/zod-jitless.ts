// Zod compiles fast parsers with `new Function` when it can, and first tries one to find out: under
// the app's content security policy (script-src 'self') that try is a CSP violation the browser
// reports on every screen that parses with a schema (and costs the best-practices score). The web app
// parses without compiling. Zod's `config({ jitless: true })` would pull part of zod into the shell,
// so this sets the global object zod's config lives in (globalThis.__zod_globalConfig), which zod
// adopts when it loads; zod-jitless.test.ts checks that zod still reads it. Imported first by start.tsx.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
export {};
