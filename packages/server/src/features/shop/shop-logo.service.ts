import crypto from 'node:crypto';
import { AppError, imageFacts, logoProblem, type ShopLogo, type ShopLogoType } from '@signshop/domain';
import type { Executor } from '../../db/client.ts';
import { shopLogo } from '../../db/schema/index.ts';
import { fitPngLogo } from './logo-fit.ts';

/** Where the app loads the logo: the URL names the logo's version, so a new logo gets a new URL. */
export const shopLogoUrl = (version: string) => `/api/shop/logo/${version}`;

/** The logo's type, size and URL (not its bytes), or null when the shop has none. */
export async function shopLogoInfo(db: Executor): Promise<ShopLogo | null> {
  const [row] = await db
    .select({
      content_type: shopLogo.content_type,
      width: shopLogo.width,
      height: shopLogo.height,
      version: shopLogo.version,
    })
    .from(shopLogo);
  if (!row) return null;
  const { version, ...facts } = row;
  return { ...facts, content_type: facts.content_type as ShopLogoType, url: shopLogoUrl(version) };
}

/** The logo's bytes with its type and version, or null when the shop has none. */
export async function shopLogoFile(db: Executor) {
  const [row] = await db
    .select({ content_type: shopLogo.content_type, version: shopLogo.version, data: shopLogo.data })
    .from(shopLogo);
  return row ?? null;
}

/** The PNG scaled to fit print, or 400 when its header is fine but its pixels cannot be read. */
function fittedPng(bytes: Buffer) {
  try {
    return fitPngLogo(bytes);
  } catch {
    throw new AppError('VALIDATION_ERROR', 'Logo: The PNG image is damaged and cannot be read.');
  }
}

/**
 * Makes `bytes` the shop's logo, replacing any earlier one; a large PNG is scaled down to what
 * print needs (see logo-fit.ts). Refused with 400 naming the field unless the bytes are a PNG or
 * JPEG (read from the bytes, never the file's name) within the limits.
 */
export async function saveShopLogo(db: Executor, bytes: Buffer): Promise<ShopLogo> {
  const problem = logoProblem(bytes);
  const facts = imageFacts(bytes);
  if (problem || !facts) throw new AppError('VALIDATION_ERROR', problem ?? 'Logo: Not an image.');
  const stored = facts.content_type === 'image/png' ? fittedPng(bytes) : { bytes, ...facts };
  const size = { width: stored.width, height: stored.height };
  const version = crypto.createHash('sha256').update(stored.bytes).digest('hex').slice(0, 20);
  const row = {
    content_type: facts.content_type,
    ...size,
    version,
    data: stored.bytes,
    updated_at: new Date(),
  };
  await db
    .insert(shopLogo)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: shopLogo.id, set: row });
  return { content_type: facts.content_type, ...size, url: shopLogoUrl(version) };
}

/** Removes the shop's logo (documents and the navbar show the name alone). */
export async function removeShopLogo(db: Executor): Promise<void> {
  await db.delete(shopLogo);
}
