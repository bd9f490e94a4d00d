import { MACHINES } from '../milling/machines.ts';

/** What every signed-in page reads before it shows: who is signed in. */
export const SESSION_READ = '/api/account/session';
/** What every screen behind the sign-in reads for its frame: the shop's name and logo. */
export const SHOP_READ = '/api/shop';

const SIGN_TYPES = '/api/quote/signtypes';
type Params = Readonly<Record<string, string | undefined>>;

const firstGets: Record<string, (params: Params) => string[]> = {
  home: () => [SIGN_TYPES],
  newQuote: () => [SIGN_TYPES],
  quote: ({ id }) => (/^\d+$/.test(id ?? '') ? [SIGN_TYPES, `/api/quote/${id}`] : [SIGN_TYPES]),
  machine: () => MACHINES.map((machine) => `/api/milling/machine/${machine}`),
};

/**
 * The GET reads a screen (by its name in the web's screen table, with its path's parameters) makes
 * as it opens, exactly as its queries make them. The web sends them beside the session check; the
 * server names them in the page's Link header, so that a browser asks for them with the page's code.
 * A read whose answer must come with a POST's (Make Payment's banks, shown with its invoices, or the
 * page would move as one arrives before the other) is not one: the web's first-reads sends it.
 */
export const firstPageGets = (screen: string, params: Params): string[] =>
  Object.hasOwn(firstGets, screen) ? firstGets[screen]!(params) : [];
