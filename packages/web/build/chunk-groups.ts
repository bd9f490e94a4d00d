import fs from 'node:fs';
import path from 'node:path';

const zodReach = new Map<string, boolean>();

/**
 * True for zod itself and for a domain module that needs it at run time: it imports zod, or imports
 * (not only types from) a module that does.
 */
function usesZod(id: string): boolean {
  if (/node_modules\/zod\//.test(id)) return true;
  const file = id.split('?')[0]!;
  if (!/packages\/domain\/src\/.*\.ts$/.test(file)) return false;
  const known = zodReach.get(file);
  if (known !== undefined) return known;
  zodReach.set(file, false); // an import cycle ends here
  const source = fs.readFileSync(file, 'utf8');
  const imported = [...source.matchAll(/^import (?!type )[^;]*? from '(\.[^']+)'/gms)].map((match) =>
    path.resolve(path.dirname(file), match[1]!),
  );
  const reaches = /from 'zod'/.test(source) || imported.some(usesZod);
  zodReach.set(file, reaches);
  return reaches;
}

/**
 * Small modules that four or more screens share go into a few chunks instead of dozens of 1-2 kB
 * chunks per page: over HTTP/1.1 a phone fetches six files at a time, so ~50 small files would cost
 * the editor round trips before its data is even asked for. Libraries one screen uses
 * (recharts, liblouis, Popper, the dialog library's rarely used parts) stay with it.
 *
 * The validation library and the domain's schemas (~25 kB gzipped) are a chunk of their own that the
 * shell does not load: a screen that validates or fills defaults from a schema loads it beside its
 * data. The domain's rules that the shell and the screens need at first paint are zod-free modules
 * (the `*.schema.ts` files hold the schemas), so `shared` never pulls zod in.
 */
/**
 * Shared by many screens but needed by no first page: the date, period and suggestion inputs (~4 kB gzipped),
 * the Braille and tactile rules, the purchase-order rules, the receivables aging and statements,
 * password strength, the bank details' encryption and the stage notifications' events and templates
 * stay with the screens that use them.
 */
const NOT_FOR_THE_SHELL =
  /packages\/web\/src\/ui\/(DatePicker|DateMaskInput|PeriodFields|Suggest|DecimalInput)\.tsx$|packages\/domain\/src\/(billing\/bank-crypto|accounts\/password-strength|tactile\/[\w-]+|purchase-orders\/[\w-]+|aging\/[\w-]+|tax\/[\w-]+|messages\/[\w-]+|notifications\/[\w-]+|text\/escape-html|dashboard\/[\w-]+)\.ts$/;

export const chunkGroups = [
  // Vite's helper that preloads a lazy chunk's imports: the entry needs it before the first paint,
  // so it is a chunk of its own rather than part of a bigger shared one.
  { name: 'preload-helper', test: /vite\/preload-helper/, priority: 5 },
  // React, the router and the query cache: every screen needs them, and the app's entry (which only
  // waits for the first paint) imports them dynamically, so they are one chunk rather than four.
  {
    name: 'react',
    test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(query-core|react-query))\//,
    priority: 4,
  },
  {
    name: 'shared',
    test: (id: string) =>
      /packages\/domain\/src\/|packages\/web\/src\/ui\//.test(id) &&
      !usesZod(id) &&
      !NOT_FOR_THE_SHELL.test(id),
    minShareCount: 4,
    priority: 3,
  },
  // Left to themselves these would join whatever chunk their screens share, the schemas' included.
  // One chunk per domain folder (tactile-rules, tax-rules, …), so a screen loads only its own.
  {
    name: (id: string) =>
      /packages\/domain\/src\//.test(id) && !usesZod(id) && NOT_FOR_THE_SHELL.test(id)
        ? `${/packages\/domain\/src\/([\w-]+)\//.exec(id)?.[1] ?? 'screen'}-rules`
        : null,
    debugName: 'screen-rules',
    priority: 3,
  },
  // The shell's own rules with the API client and the dialog store: every first page loads them, so
  // one chunk rather than three (each file costs a phone on HTTP/1.1 a request before the page shows).
  {
    name: 'shell',
    test: (id: string) =>
      (/packages\/domain\/src\//.test(id) && !usesZod(id) && !NOT_FOR_THE_SHELL.test(id)) ||
      /packages\/web\/src\/platform\/(api\/(api-client|running-calls)|dialogs\/modal-store)\.ts$/.test(id),
    priority: 3,
  },
  {
    name: 'ui-kit',
    // Menus that float (Dropdown and its Popper positioning, ~12 kB gzipped) stay with the screens that
    // open them, however many those are: no first page needs them.
    test: (id: string) =>
      /node_modules\/(react-bootstrap|@restart|dom-helpers|prop-types|classnames|uncontrollable|@react-aria|warning|invariant|dequal|react-transition-group|@babel)\//.test(
        id,
      ) && !/[/]Dropdown|[Pp]opper|useClickOutside|dequal/.test(id),
    minShareCount: 4,
    priority: 2,
  },
  { name: 'schemas', test: usesZod, priority: 1 },
];
