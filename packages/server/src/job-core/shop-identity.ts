import {
  addressLinesOf,
  DEFAULT_PAYMENT_DAYS,
  DEFAULT_PAYMENT_TERMS_TEXT,
  EMPTY_ADDRESS_PRESET,
  type ShopIdentitySettings,
} from '@signshop/domain';
import { sql } from 'drizzle-orm';
import type { DocumentLogo, ShopIdentity } from '../platform/config.ts';
import type { Executor } from '../db/client.ts';
import { shopIdentity, shopLogo } from '../db/schema/index.ts';

/** The identity before an admin sets one: the environment's SHOP_* values, no presets. */
function firstStartSettings(defaults: ShopIdentity): ShopIdentitySettings {
  return {
    name: defaults.name,
    address: defaults.addressLines.join('\n'),
    phone: defaults.phone,
    email: defaults.email,
    website: defaults.website ?? '',
    address_presets: [EMPTY_ADDRESS_PRESET, EMPTY_ADDRESS_PRESET],
    default_payment_terms: { text: DEFAULT_PAYMENT_TERMS_TEXT, days: DEFAULT_PAYMENT_DAYS },
  };
}

/** The shop's identity as the admin set it, else the first-start defaults of the environment. */
export async function shopSettings(db: Executor, defaults: ShopIdentity): Promise<ShopIdentitySettings> {
  const [row] = await db.select({ settings: shopIdentity.settings }).from(shopIdentity);
  return row?.settings ?? firstStartSettings(defaults);
}

/** The logo as documents embed it, or undefined when the shop has none. */
async function documentLogo(db: Executor): Promise<DocumentLogo | undefined> {
  const [row] = await db.select().from(shopLogo);
  if (!row) return undefined;
  const contentType = row.content_type as DocumentLogo['content_type'];
  return {
    content_type: contentType,
    dataUrl: `data:${contentType};base64,${row.data.toString('base64')}`,
    width: row.width,
    height: row.height,
  };
}

/** The shop as documents and mails print it, with its logo when it has one. */
export async function documentShop(db: Executor, defaults: ShopIdentity): Promise<ShopIdentity> {
  const [settings, logo] = await Promise.all([shopSettings(db, defaults), documentLogo(db)]);
  return {
    name: settings.name,
    addressLines: addressLinesOf(settings.address),
    phone: settings.phone,
    email: settings.email,
    website: settings.website,
    ...(logo && { logo }),
  };
}

/** Saves the identity (the one row, created on the first save). */
export async function saveShopSettings(
  db: Executor,
  settings: ShopIdentitySettings,
): Promise<ShopIdentitySettings> {
  const [row] = await db
    .insert(shopIdentity)
    .values({ id: 1, settings })
    .onConflictDoUpdate({ target: shopIdentity.id, set: { settings, updated_at: sql`now()` } })
    .returning();
  return row!.settings;
}

/** The default payment terms the admin saved, or null before the identity is first saved. */
export async function savedDefaultPaymentTerms(db: Executor) {
  const [row] = await db.select({ settings: shopIdentity.settings }).from(shopIdentity);
  return row?.settings.default_payment_terms ?? null;
}
