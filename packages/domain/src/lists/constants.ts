/** Payment terms offered on purchase orders. */
export const TERMS = ['Credit Card', 'C.O.D', 'Net 30', 'Net 60'] as const;
/** Ship via choices of purchase orders. */
export const SHIP_VIA = [
  'Fed EX',
  'UPS',
  'USPS',
  'Royal Mail',
  'Flat Rate',
  'Air Cargo',
  'Expedited',
  'Mail',
] as const;
/** Shipping methods of a job. */
export const SHIPPING_METHODS = ['Fed Ex', 'UPS', 'Other'] as const;
/** Material thickness choices of a schedule line. */
export const THICKNESSES = ['.02', '1/32', '1/16', '1/8', '3/16', '1/4', '3/8', '1/2', 'Other'] as const;
/** Materials. */
export const MATERIALS = [
  'Gemini',
  'Non Glare',
  'White Acrylic',
  'Black Acrylic',
  'Clear',
  'Thermoformed',
  'Painted Acrylic',
  'Photoluminescent',
  'Aluminum',
  'Steel',
  'Mylar',
  'Cardstock',
  'Sintra',
  'Other',
] as const;
/** Equipment of a schedule line. */
export const EQUIPMENT = [
  'Laser',
  'Router',
  'Printer',
  'Engraver',
  'Paint',
  'Screen Printing',
  'Plotter/Other',
  'Other',
] as const;
/** The 'All' choice of report filters. */
export const ALL = 'All';
/** Equip filter of the daily schedule: All, then the equipment with Engraver before Printer. */
export const EQUIP_FILTER_OPTIONS = [
  ALL,
  'Laser',
  'Router',
  'Engraver',
  'Printer',
  'Paint',
  'Screen Printing',
  'Plotter/Other',
  'Other',
] as const;
/** Material filter of the daily schedule. */
export const MATERIAL_FILTER_OPTIONS = [ALL, ...MATERIALS] as const;
/** Days ahead used for advance dates. */
export const ADVANCE_DATE_DAYS = 30;
/** Suggestions (terms, ship via) show at most this many entries. */
export const SUGGESTION_LIMIT = 4;
