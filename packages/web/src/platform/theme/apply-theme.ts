import type { ThemeSource } from '@signshop/domain';

const LINK_ID = 'signshop-theme';
let customSheet: CSSStyleSheet | null = null;
let applied = '';

function setLink(href: string | null) {
  let link = document.getElementById(LINK_ID) as HTMLLinkElement | null;
  if (!href) return link?.remove();
  if (!link) {
    link = document.createElement('link');
    link.id = LINK_ID;
    link.rel = 'stylesheet';
    // After the app's own stylesheet (which sits at the end of the body), so the theme wins.
    document.body.append(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/**
 * Custom CSS goes into a constructed stylesheet (document.adoptedStyleSheets): it needs no <style>
 * element, so the content security policy keeps inline style elements forbidden.
 */
function setCustomCss(css: string | null) {
  if (css === null && !customSheet) return;
  const others = document.adoptedStyleSheets.filter((sheet) => sheet !== customSheet);
  if (css === null) {
    document.adoptedStyleSheets = others;
    return;
  }
  customSheet ??= new CSSStyleSheet();
  customSheet.replaceSync(css);
  document.adoptedStyleSheets = [...others, customSheet];
}

const RELOADED_FOR = 'signshop-theme-reloaded-for';

/**
 * The server's content security policy allows the stylesheet origins the user had configured when
 * the page was loaded. A stylesheet from an origin added since (saved settings, a sign-in) is
 * blocked: load the page again, once per URL, so the server sends a policy that includes it.
 */
function reloadIfPolicyBlocks(url: string) {
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    const shown = document.getElementById(LINK_ID)?.getAttribute('href') === url;
    if (!shown || !event.blockedURI.startsWith(new URL(url).origin)) return;
    if (sessionStorage.getItem(RELOADED_FOR) === url) return;
    sessionStorage.setItem(RELOADED_FOR, url);
    window.location.reload();
  };
  document.addEventListener('securitypolicyviolation', onViolation);
  setTimeout(() => document.removeEventListener('securitypolicyviolation', onViolation), 10_000);
}

/** Shows one theme (and removes the previous one); a Bootswatch theme's CSS is fetched the first time. */
export async function applyTheme(source: ThemeSource): Promise<void> {
  const key = JSON.stringify(source);
  applied = key;
  document.documentElement.dataset.theme = source.kind === 'default' ? '' : source.name;
  if (source.kind === 'custom') {
    setLink(null);
    return setCustomCss(source.css);
  }
  setCustomCss(null);
  if (source.kind === 'default') return setLink(null);
  if (source.kind === 'external') {
    reloadIfPolicyBlocks(source.url);
    return setLink(source.url);
  }
  // The themes' table loads only for a user who chose one.
  const { bootswatchThemes } = await import('virtual:bootswatch-themes');
  const load = bootswatchThemes[source.name];
  if (!load) return setLink(null);
  const href = await load();
  // A later choice made while this one was loading wins.
  if (applied === key) setLink(href);
}
