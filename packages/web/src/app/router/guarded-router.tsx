import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory,
  UNSAFE_createMemoryHistory,
  parsePath,
  type Location,
  type Navigator,
  type To,
} from 'react-router';

/**
 * The app's router: react-router's declarative <Router> (its data router, ~12 kB gzipped more, is not
 * shipped: #26) over a history whose every move can be held by a page with unsaved changes — in-app
 * links and navigate calls before they happen, Back and Forward by stepping back to where the user was.
 */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

export const createAppHistory = (): AppHistory => UNSAFE_createBrowserHistory({ v5Compat: true });
export const createTestHistory = (path: string): AppHistory =>
  UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });

export interface LeaveAttempt {
  currentLocation: Location;
  nextLocation: Location;
}
/** A held navigation: `proceed` makes it, `reset` stays. */
export interface HeldNavigation {
  proceed(): void;
  reset(): void;
}
interface Guard {
  shouldHold(attempt: LeaveAttempt): boolean;
  onHeld(held: HeldNavigation): void;
}

const GuardContext = createContext<(guard: Guard) => () => void>(() => () => {});

const locationOf = (to: To, state: unknown): Location => ({
  pathname: '/',
  search: '',
  hash: '',
  ...(typeof to === 'string' ? parsePath(to) : to),
  state,
  key: 'next',
});

/** The history's moves, each asked of the guards first; the routes see `shown`, the location on screen. */
function guardMoves(history: AppHistory) {
  const guards = new Set<Guard>();
  let shown = history.location;
  const holder = (next: Location) =>
    [...guards].find((guard) => guard.shouldHold({ currentLocation: shown, nextLocation: next }));

  const held =
    (move: (to: To, state?: unknown) => void) =>
    (to: To, state?: unknown): void => {
      const guard = holder(locationOf(to, state));
      if (!guard) return move(to, state);
      guard.onHeld({ proceed: () => move(to, state), reset: () => {} });
    };
  const navigator: Navigator = {
    createHref: history.createHref,
    encodeLocation: history.encodeLocation,
    go: history.go,
    push: held(history.push),
    replace: held(history.replace),
  };

  /** Calls `show` with each move that goes through; a held Back or Forward steps back first. */
  const listen = (show: (action: AppHistory['action'], location: Location) => void) => {
    let passing = false; // the next Back/Forward goes through unasked (the step back, or after Yes)
    return history.listen(({ action, location, delta }) => {
      const guard = action === 'POP' && !passing && delta ? holder(location) : undefined;
      passing = false;
      if (!guard || !delta) {
        shown = location;
        return show(action, location);
      }
      passing = true;
      history.go(-delta); // back to the page that asks
      guard.onHeld({
        proceed: () => {
          passing = true;
          history.go(delta);
        },
        reset: () => {},
      });
    });
  };

  const register = (guard: Guard) => {
    guards.add(guard);
    return () => void guards.delete(guard);
  };
  return { navigator, listen, register };
}

export function GuardedRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [current, setCurrent] = useState({ action: history.action, location: history.location });
  const moves = useMemo(() => guardMoves(history), [history]);
  useLayoutEffect(() => moves.listen((action, location) => setCurrent({ action, location })), [moves]);
  return (
    <GuardContext.Provider value={moves.register}>
      <Router location={current.location} navigationType={current.action} navigator={moves.navigator}>
        {children}
      </Router>
    </GuardContext.Provider>
  );
}

/**
 * react-router's useBlocker for this router: while `shouldHold` says so, a move away is held and
 * `state` is 'blocked' until `proceed` or `reset` is called.
 */
export function useBlocker(shouldHold: (attempt: LeaveAttempt) => boolean) {
  const register = useContext(GuardContext);
  const latest = useRef(shouldHold);
  useLayoutEffect(() => {
    latest.current = shouldHold;
  });
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  useEffect(
    () => register({ shouldHold: (attempt) => latest.current(attempt), onHeld: setHeld }),
    [register],
  );
  if (!held) return { state: 'unblocked' as const, proceed: () => {}, reset: () => {} };
  return {
    state: 'blocked' as const,
    proceed: () => {
      setHeld(null);
      held.proceed();
    },
    reset: () => {
      setHeld(null);
      held.reset();
    },
  };
}
