import { escapeHtml } from '../text/escape-html.ts';

/**
 * The part of a screen's first view that needs no data and no session: its heading and the info
 * text under it. The page renders its heading and info from here, and the server puts the same
 * markup into the app page it serves for the screen's path (firstViewHtml), so that a phone paints
 * them as soon as the stylesheet is here instead of after the app's code has run.
 */
export interface FirstView {
  /** The page's heading (ui/Page's title). */
  heading: string;
  /** The info alert under the heading. */
  info: string;
}

/** Screens (by their name in the web's screen table) whose first view the server paints. */
const firstViews = {
  dailySchedule: {
    heading: 'Daily Schedule',
    info: 'This view lists all tasks of jobs whose In Production backlog date is today or earlier and that are not shipped.',
  },
} as const satisfies Record<string, FirstView>;

export type FirstViewScreen = keyof typeof firstViews;

/** The first view of a screen in the table above. */
export const firstViewOf = <S extends FirstViewScreen>(screen: S): (typeof firstViews)[S] =>
  firstViews[screen];

/** The first view of any screen by its name, or null for a screen without one. */
export const findFirstView = (screen: string): FirstView | null =>
  Object.hasOwn(firstViews, screen) ? firstViews[screen as FirstViewScreen] : null;

/**
 * The first view's markup, as the app frame (ui/Page, app/shell) renders it: the navigation bar's
 * frame (its height, without the shop's brand and menus, which need the session), then the page's
 * heading and info. It carries `data-first-view`: the web removes it in the frame in which the
 * screen's own view shows.
 */
export function firstViewHtml(view: FirstView): string {
  return [
    '<div class="d-flex flex-column min-vh-100" data-first-view>',
    '<div class="navbar navbar-expand-lg navbar-dark bg-dark sticky-top shadow-sm" data-bs-theme="dark">',
    '<div class="container-xl"><span class="navbar-brand">&nbsp;</span></div></div>',
    '<main class="app-main container-xl flex-grow-1 py-4"><div class="page">',
    '<div class="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">',
    `<h1 class="h3 mb-0" tabindex="-1">${escapeHtml(view.heading)}</h1></div>`,
    // react-bootstrap's Alert (variant info, className py-2 small), shown.
    `<div role="alert" class="fade py-2 small alert alert-info show">${escapeHtml(view.info)}</div>`,
    '</div></main></div>',
  ].join('');
}
