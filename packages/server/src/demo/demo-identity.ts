import type { ShopIdentitySettings } from '@signshop/domain';
import type { Db } from '../db/client.ts';
import { saveShopLogo } from '../features/shop/shop-logo.service.ts';
import { saveShopSettings } from '../job-core/shop-identity.ts';
import { DEMO_EMAIL_DOMAIN } from './demo-accounts.ts';
import { drawLogoPng } from './demo-logo.ts';

const shopAddress = {
  company: 'Riverside Sign Co.',
  apartment: '',
  city: 'Sacramento',
  state: 'CA',
  zip: '95811',
};

/** The demo shop's identity: a made-up but complete sign shop (it is a demo, never a real shop). */
export const DEMO_IDENTITY: ShopIdentitySettings = {
  name: 'Riverside Sign Co.',
  address: '1450 River Park Drive\nSacramento, CA 95811',
  phone: '(916) 555-0142',
  email: `hello@${DEMO_EMAIL_DOMAIN}`,
  website: 'https://riverside-signs.example',
  address_presets: [
    { label: 'Main Shop', street_address: '1450 River Park Drive', ...shopAddress },
    { label: 'Warehouse', street_address: '80 Industrial Way', ...shopAddress, apartment: 'Bay 4' },
  ],
  default_payment_terms: { text: 'Net 30', days: 30 },
};

/** Gives the demo shop its name, contact, address presets and a logo drawn in code. */
export async function seedDemoIdentity(db: Db) {
  await saveShopSettings(db, DEMO_IDENTITY);
  await saveShopLogo(db, drawLogoPng());
}
