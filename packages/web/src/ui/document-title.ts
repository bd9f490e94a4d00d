/** What the tab says before the shop's name is known (and on a shop without one). */
const APP_NAME = 'SignShop';

let pageTitle = '';
let shopName = APP_NAME;

function write(): void {
  document.title = pageTitle ? `${pageTitle} · ${shopName}` : shopName;
}

/** The current screen's title; the tab reads "<title> · <shop's name>". */
export function setPageTitle(title: string): void {
  pageTitle = title;
  write();
}

/** The shop's name for the tab (SignShop while it is unknown). */
export function setShopName(name: string | null | undefined): void {
  shopName = name?.trim() || APP_NAME;
  write();
}
